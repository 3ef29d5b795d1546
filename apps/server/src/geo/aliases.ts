/**
 * The project's own additions to the MIMU town list (mimu/README.md).
 *
 * CITIES: Yangon, Mandalay and Nay Pyi Taw are not towns in the place-code list but groups of
 * urban townships, each listed as a "town" of its own (Sanchaung, Chanayethazan, Za Bu Thi Ri).
 * A local in Sanchaung names Yangon as their town, Sanchaung as their township.
 *
 * ALIASES: other spellings of a place (old and colonial names, common romanizations, Burmese
 * without the MIMU's spelling), keyed by the place's name as places.ts shows it (the MIMU English
 * name without " Town"; geocoder.test.ts checks every key exists). Spellings are matched after
 * normalization (case, spaces, hyphens, accents and a trailing "Town"/မြို့ do not matter), and
 * search forgives one or two typos, so only spellings beyond that are listed.
 */

export type City = {
  name: string;
  nameMy: string;
  region: string;
  /** The city centre (GeoNames), answered when the city itself is searched. */
  latitude: number;
  longitude: number;
  /** Townships of the MIMU list (English, as in its Township column) that form the city. */
  townships: readonly string[];
};

export const CITIES: readonly City[] = [
  {
    name: 'Yangon',
    nameMy: 'ရန်ကုန်',
    region: 'Yangon',
    latitude: 16.80528,
    longitude: 96.15611,
    // The 33 townships of the Yangon City Development Committee.
    townships: [
      'Ahlone',
      'Bahan',
      'Dagon',
      'Hlaing',
      'Kamayut',
      'Kyauktada',
      'Kyeemyindaing',
      'Lanmadaw',
      'Latha',
      'Mayangone',
      'Pabedan',
      'Sanchaung',
      'Botahtaung',
      'Dagon Myothit (East)',
      'Dagon Myothit (North)',
      'Dagon Myothit (Seikkan)',
      'Dagon Myothit (South)',
      'Dawbon',
      'Mingalartaungnyunt',
      'North Okkalapa',
      'South Okkalapa',
      'Pazundaung',
      'Tamwe',
      'Thaketa',
      'Thingangyun',
      'Yankin',
      'Insein',
      'Mingaladon',
      'Hlaingtharya (East)',
      'Hlaingtharya (West)',
      'Shwepyithar',
      'Dala',
      'Seikgyikanaungto',
    ],
  },
  {
    name: 'Mandalay',
    nameMy: 'မန္တလေး',
    region: 'Mandalay',
    latitude: 21.97473,
    longitude: 96.08359,
    townships: ['Aungmyaythazan', 'Chanayethazan', 'Chanmyathazi', 'Mahaaungmyay', 'Pyigyitagon'],
  },
  {
    name: 'Nay Pyi Taw',
    nameMy: 'နေပြည်တော်',
    region: 'Nay Pyi Taw',
    latitude: 19.745,
    longitude: 96.12972,
    // Pyinmana, Lewe and Tatkon are towns of their own.
    townships: [
      'Det Khi Na Thi Ri',
      'Oke Ta Ra Thi Ri',
      'Poke Ba Thi Ri',
      'Za Bu Thi Ri',
      'Zay Yar Thi Ri',
    ],
  },
];

/** Burmese names the MIMU list leaves blank, keyed like ALIASES. */
export const BURMESE_NAMES: Readonly<Record<string, string>> = {
  'Waw Lay Myaing': 'ဝေါ်လေမြိုင်',
  'Kyauk Myaung': 'ကျောက်မြောင်း',
  'Maw Hteik': 'မော်ထိုက်',
};

export const ALIASES: Readonly<Record<string, readonly string[]>> = {
  Yangon: ['Rangoon', 'Yangoon', 'Yangun', 'Yangon City'],
  Mandalay: ['Mandale', 'Mandaley', 'Mandalei', 'Mandalay City'],
  'Nay Pyi Taw': ['Naypyidaw', 'Nay Pyi Daw', 'Napyidaw', 'Nay Pyi Taw Union Territory', 'NPT'],
  'Det Khi Na Thi Ri': ['Dekkhinathiri', 'Dekkhina Thiri'],
  'Oke Ta Ra Thi Ri': ['Ottarathiri', 'Ottara Thiri', 'Oattara Thiri'],
  'Poke Ba Thi Ri': ['Pobbathiri', 'Pobba Thiri', 'Pubba Thiri'],
  'Za Bu Thi Ri': ['Zabuthiri', 'Zabu Thiri', 'Zabbuthiri'],
  'Zay Yar Thi Ri': ['Zeyathiri', 'Zeya Thiri', 'Zayarthiri'],
  Aungmyaythazan: ['Aungmyethazan', 'Aung Myay Thar Zan'],
  Chanayethazan: ['Chan Aye Thar Zan'],
  Chanmyathazi: ['Chan Mya Thar Zi'],
  Mahaaungmyay: ['Maha Aungmye', 'Mahar Aung Myay'],
  Pyigyitagon: ['Pyigyidagun', 'Pyi Gyi Ta Gon'],
  'Hlaingtharya (East)': ['Hlaing Tharyar', 'Hlaing Thar Yar', 'Hlaingthaya', 'Hlaingtharyar'],
  'Dagon Myothit (East)': ['East Dagon'],
  'Dagon Myothit (North)': ['North Dagon'],
  'Dagon Myothit (South)': ['South Dagon'],
  'Dagon Myothit (Seikkan)': ['Dagon Seikkan'],
  Mingalartaungnyunt: ['Mingala Taungnyunt'],
  Seikgyikanaungto: ['Seikkyi Kanaungto', 'Seikgyi Khanaungto'],
  Kyeemyindaing: ['Kyimyindaing'],
  Mayangone: ['Mayangon'],
  Shwepyithar: ['Shwepyitha'],
  Mawlamyine: ['Moulmein', 'Mawlamyaing', 'Mawlamyaine'],
  Bago: ['Pegu'],
  Pathein: ['Bassein'],
  Monywa: ['Monywar'],
  Sittwe: ['Akyab', 'Sittway'],
  Meiktila: ['Meiktilar', 'Meikhtila'],
  Myeik: ['Mergui', 'Beik'],
  Dawei: ['Tavoy'],
  Pyay: ['Prome', 'Pyi'],
  Hinthada: ['Henzada'],
  Pakokku: ['Pakkoku'],
  Pyinoolwin: ['Pyin Oo Lwin', 'Pyin U Lwin', 'Maymyo', 'May Myo'],
  Taungoo: ['Toungoo', 'Taungngu'],
  Thayet: ['Thayetmyo', 'Thayet Myo'],
  Magway: ['Magwe', 'Magwai', 'Magwey'],
  Myitkyina: ['Myitkina', 'Myitkyinar'],
  Mogoke: ['Mogok'],
  Shwebo: ['Moksobo'],
  Thanlyin: ['Syriam', 'Than Lyin'],
  Bogale: ['Bogalay'],
  Pyapon: ['Phyapon'],
  Kawthoung: ['Kawthaung', 'Victoria Point'],
  Aunglan: ['Allanmyo', 'Myaydo'],
  Thayarwady: ['Tharrawaddy', 'Tharyarwady'],
  Thongwa: ['Thonegwa'],
  Tachileik: ['Tachilek'],
  'Hpa-An': ['Pa-an', 'Paan', 'Hpaan'],
  Kyaikkhami: ['Kyaikkami', 'Amherst'],
  Bhamo: ['Banmaw'],
  Twantay: ['Twante'],
  Myawaddy: ['Myawadi'],
  Phyu: ['Pyu'],
  Kayan: ['Khayan'],
  Nyaungdon: ['Yandoon'],
  Letpadan: ['Letpandan'],
  Hakha: ['Haka', 'Hakka'],
  Nyaungshwe: ['Inle', 'Inle Lake'],
  Bagan: ['Pagan', 'Old Bagan', 'New Bagan'],
  'Nyaung-U': ['Nyaung Oo'],
  Kale: ['Kalay', 'Kalaymyo', 'Kalemyo'],
  Kengtung: ['Kyaingtong', 'Kyaington', 'ကျိုင်းတုံ'],
  Thandwe: ['Sandoway'],
  Kyaukpyu: ['Kyaukphyu'],
  'Mrauk-U': ['Mrauk Oo', 'Myohaung'],
  Hsipaw: ['Thibaw'],
  'Puta-O': ['Putao', 'Fort Hertz'],
  Tedim: ['Tiddim'],
  Lashio: ['Lasho'],
  Yenangyaung: ['Yenangyoung'],
  Minbu: ['Minbo'],
  Loikaw: ['Loi Kaw'],
  Laukkaing: ['Laukkai', 'Kokang'],
  Mongla: ['Mong La'],
  Kyaikto: ['Kyaikhto'],
  Ngapali: ['Ngapali Beach'],
  Ngwesaung: ['Ngwe Saung'],
  'Chaung Thar': ['Chaungtha'],
  Labutta: ['Laputta'],
  Kunlong: ['Kunlon'],
  Hpakant: ['Hpakan', 'Phakant'],
  Pyinmana: ['Pyinmanar'],
};
