import { describe, expect, it } from 'vitest';
import { hasScamSignal } from './scam-signals.js';

/** Early messages a scammer sends: each must earn the receiver a tip. */
const SCAM = [
  // Phone numbers in Myanmar formats.
  'Call me 09 7812 34567',
  'my number is 09-451-234-567',
  'text me on +95 9 451 234 567',
  '959451234567 this is my viber',
  'ဖုန်းဆက်ပါ ၀၉၇၈၁၂၃၄၅၆၇',
  'ကျွန်မနံပါတ် ၀၉-၄၅၁-၂၃၄-၅၆၇ ပါ',
  'reach me at +66 81 234 5678',
  // Payment wallets.
  'Can you KBZPay me 50000 for the bus?',
  'do you have WavePay?',
  'send it to my AYA Pay please',
  'I only use CB Pay',
  'ကေပေးနဲ့ လွှဲပေးလို့ရလား',
  'ဝေ့ပေး ရှိလား',
  // Outside chat apps and handles.
  "Let's talk on Viber, it's easier",
  'Add me on Telegram @sweetmay22',
  'whatsapp me',
  'Do you have Line ID?',
  'my fb account is Moe Moe',
  'message me on messenger',
  'Do you use WeChat?',
  'follow @thiri.official',
  'ဗိုက်ဘာ ရှိလား',
  'တယ်လီဂရမ်မှာ ပြောရအောင်',
  'ဖေ့ဘုတ်မှာ add ပေးပါ',
  'ဖုန်းနံပါတ်လေး ပေးပါလား',
  "what's your number?",
  // Money and transfers.
  'Can you send me money for a taxi? I will pay you back',
  'please lend me 100000 kyat, my mother is in hospital',
  'I need money urgently',
  'can you transfer 2 lakh to my bank account',
  'invest with me in bitcoin, guaranteed profit',
  'please top up my phone',
  'ငွေလွှဲပေးပါ',
  'ပိုက်ဆံ နည်းနည်း ချေးပါလား',
  'အမေ ဆေးရုံတက်နေလို့ ပိုက်ဆံလိုနေတယ်',
  'ဘဏ်အကောင့်ကို ပို့ပေးပါ',
  'ဖုန်းဘေလ်ဖြည့်ပေးပါ',
];

/** Ordinary chat, including money idioms and prices: none may trigger. */
const ORDINARY = [
  'Hi! How was your day?',
  'I love the photo at Inle Lake',
  'Money is not everything, right? 😄',
  'I spent too much money on coffee this week haha',
  'Time is money, as my boss says',
  'The tea shop near Sule is cheap, a cup is 1500 kyat',
  'I work at a bank in Yangon',
  'I have 2 brothers and 1 sister',
  'We could meet at Junction City at 5',
  'My birthday is 12.09.1998',
  'I waited in line for an hour at the embassy',
  'Do you like online games?',
  'I paid for the concert tickets already, they were 25000',
  'Let me send you a photo of my cat',
  'Can you give me a recommendation for a good book?',
  'The line at the bus stop was so long',
  'ဒီနေ့ ဘယ်လိုလဲ',
  'မင်္ဂလာပါ ခင်ဗျာ',
  'ပိုက်ဆံ ကုန်တာ များလွန်းတယ် 😅',
  'ဈေးကြီးတယ်နော်',
  'လိုင်းမကောင်းလို့ နောက်မှ ပြောမယ်',
  'ကော်ဖီ သောက်ရအောင်',
  'ငါ ဘဏ်မှာ အလုပ်လုပ်တယ်',
  'ရုံးကနေ ၅ နာရီ ပြန်မယ်',
  'ညီမ ၂ ယောက်ရှိတယ်',
  'I was born in 1995 in Mandalay',
  'Score was 3-1, great match!',
  'I earned 300 coins in the app lol',
  'She lent me her umbrella yesterday',
  'I need a holiday',
];

describe('scam signals', () => {
  it.each(SCAM)('flags %s', (text) => {
    expect(hasScamSignal(text)).toBe(true);
  });

  it.each(ORDINARY)('leaves %s alone', (text) => {
    expect(hasScamSignal(text)).toBe(false);
  });

  it('measures recall and false alarms on the corpus', () => {
    const caught = SCAM.filter(hasScamSignal).length;
    const falseAlarms = ORDINARY.filter(hasScamSignal).length;
    expect({ caught, of: SCAM.length, falseAlarms, ofOrdinary: ORDINARY.length }).toEqual({
      caught: SCAM.length,
      of: SCAM.length,
      falseAlarms: 0,
      ofOrdinary: ORDINARY.length,
    });
  });
});
