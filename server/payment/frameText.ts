/**
 * The payment frame's own words in both languages. The frame is on its own origin and cannot read
 * the storefront's locale: the page's language arrives in the frame's address (?lang=, read by
 * frameLocale in src/domain/checkout/paymentFrame.ts). `script` holds the texts frame.js writes itself.
 */
import type { LocaleCode } from '../../src/domain/chrome/locales';

const tr = {
  title: 'Güvenli Ödeme',
  heading: 'Güvenli Ödeme · 3-D Secure',
  waiting: 'Kart bilgileri bekleniyor…',
  noSession: 'Oturum bulunamadı. Lütfen giriş yapıp tekrar deneyin.',
  bankCheck: 'Banka doğrulaması',
  card: 'Kart',
  amount: 'Tutar',
  installment: 'Taksit',
  codeLabel: 'Telefonunuza gönderilen doğrulama kodu',
  demoHint: 'Demo ortamı: doğrulama kodu',
  confirm: 'Onayla',
  cancel: 'Vazgeç',
  close: 'Kapat',
  script: {
    bankStep: '{bank} · 3-D Secure doğrulaması',
    installments: '{n} taksit',
    single: 'Tek çekim',
    succeeded: 'Ödeme başarılı.',
    declined: 'İşlem reddedildi.',
    codeWrong: 'Doğrulama kodu hatalı.',
    unreachable: 'Ödeme sunucusuna ulaşılamadı. Lütfen tekrar deneyin.',
  },
};

type FrameText = typeof tr;

const en: FrameText = {
  title: 'Secure payment',
  heading: 'Secure payment · 3-D Secure',
  waiting: 'Waiting for the card details…',
  noSession: 'No session was found. Please log in and try again.',
  bankCheck: 'Bank verification',
  card: 'Card',
  amount: 'Amount',
  installment: 'Installments',
  codeLabel: 'The verification code sent to your phone',
  demoHint: 'Demo environment: the verification code is',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  script: {
    bankStep: '{bank} · 3-D Secure verification',
    installments: '{n} installments',
    single: 'Single payment',
    succeeded: 'Payment successful.',
    declined: 'Transaction declined.',
    codeWrong: 'The verification code is wrong.',
    unreachable: 'The payment server could not be reached. Please try again.',
  },
};

export const frameText = (locale: LocaleCode): FrameText => (locale === 'en' ? en : tr);
