/**
 * Every Turkish message the host answers with, in one place. The spec's own texts (admin add, warranty,
 * stock alert, password rules) are word for word; the others are the host's choice.
 */
export const MSG = {
  loginRequired: 'Bu işlem için giriş yapmalısınız.',
  adminForbidden: 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.',
  adminOnly: 'Bu alana yalnızca yönetici hesapları erişebilir.',
  csrf: 'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.',
  badRequest: 'İstek geçersiz. Lütfen bilgileri kontrol edip tekrar deneyin.',
  badField: (field: string) => `Geçersiz değer: ${field}.`,
  quantityRange: 'Miktar 1 ile 100 arasında olmalıdır.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  productNotFound: 'Ürün bulunamadı.',
  unitNotFound: 'Ürün birimi bulunamadı.',
  cartItemNotFound: 'Bu ürün sepetinizde bulunmuyor.',
  cartEmpty: 'Sepetinizde ürün bulunmamaktadır.',
  planNeedsCard: 'Bu ödeme planında sipariş kartla ödenerek oluşturulur.',
  searchTermMissing: 'Lütfen bir arama terimi girin.',
  categoryNotFound: 'Aradığınız kategori bulunamadı.',
  priceZero: 'Bu ürünün fiyatı için lütfen bizimle iletişime geçiniz.',
  variantRequired: 'Varyant Seçiniz!',
  stockShort: (n: number) => `Bu üründen ${n} adet bulunmamaktadır!`,
  riskLimitExceeded: (excess: string, available: string) =>
    `Açık hesap risk limitinizi ${excess} TL aştınız. En fazla ${available} TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.`,
  technical: 'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
  orderNotFound: 'Sipariş bulunamadı.',
  orderAlreadyCancelled: 'Bu sipariş zaten iptal edilmiş.',
  offerNotFound: 'Teklif bulunamadı.',
  offerAlreadyCancelled: 'Bu teklif zaten iptal edilmiş.',
  offersDisabled: 'Teklif oluşturma bu mağazada kapalıdır.',
  offerMailCancelled: 'İptal edilmiş bir teklif gönderilemez.',
  offerNoEmail: 'Teklifin müşteri e-posta adresi bulunmuyor. Lütfen önce müşteri bilgilerini kaydedin.',
  branchNotFound: 'Şube bulunamadı.',
  currencyNotFound: 'Para birimi bulunamadı.',
  passwordLength: 'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
  passwordVerify: 'Şifrenizi doğrulamalısınız.',
  passwordMismatch: 'Şifreleriniz eşleşmiyor.',
  accountUpdated: 'Hesap bilgileriniz güncellendi.',
  warrantyLogin:
    'Garanti sorgulama servisini kullanabilmeniz için giriş yapmış olmalısınız.Lütfen giriş yapıniz',
  loginFailed: 'Kullanıcı adı veya şifre hatalı.',
  loginExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar deneyin.',
  binInvalid: 'Kart numarasının ilk 8 hanesini giriniz.',
  tooManyRequests: 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.',
  serialInvalid: 'Seri numarası geçersiz. Lütfen kontrol edip tekrar deneyin.',
  // card payments (the frame shows these)
  checkoutMissing: 'Ödeme bilgileri bulunamadı. Lütfen ödeme sayfasını yeniden açın.',
  amountMissing: 'Tutar girmediniz!',
  installmentNotAllowed: 'Bu tutar için taksit yapılamaz.',
  paymentAmountChanged:
    'Sepet tutarı ödeme sayfası açıldıktan sonra değişti; ödeme alınmadı. Lütfen sayfayı yenileyip tekrar deneyin.',
  paymentCheckoutChanged:
    'Ödeme onaylandıktan sonra ödeme bilgileri değişti; ödeme alınmadı. Lütfen ödeme sayfasını yeniden açıp tekrar deneyin.',
  paymentCartChanged:
    'Ödeme onaylandıktan sonra sepetiniz değişti; ödeme alınmadı. Lütfen sepetinizi kontrol edip tekrar deneyin.',
  // the simulated bank's answers in the frame (the card texts are the spec's, section 5)
  cardIncomplete: 'Kart bilgilerini eksiksiz doldurunuz!',
  holderMissing: 'Kart üzerindeki ismi doldurunuz!',
  ccvIncomplete: 'CCV bilgisini eksiksiz doldurunuz!',
  expiryIncomplete: 'Ay ve yılı eksiksiz giriniz',
  cardExpired: 'İşlem reddedildi: kartın son kullanma tarihi geçmiş.',
  cardLimit: 'İşlem reddedildi: kart limiti yetersiz.',
  cardLost: 'İşlem reddedildi: kart kayıp/çalıntı olarak bildirilmiş.',
  installmentInvalid: 'Seçilen taksit bu kart için geçerli değil.',
  paymentSessionExpired: 'Ödeme oturumunun süresi doldu. Lütfen tekrar deneyin.',
  codeWrong: (left: number) => `Doğrulama kodu hatalı. Kalan deneme: ${left}`,
  threeDFailed: 'İşlem reddedildi: 3-D Secure doğrulaması başarısız.',
  faultReportMissing: 'Lütfen ürün kodunu ve arıza açıklamasını giriniz.',
  // reliability and security (issue 14)
  requestTooLarge: 'İstek adresi veya başlıkları çok uzun. Lütfen aramanızı kısaltıp tekrar deneyin.',
  unitsNotConvertible:
    'Bu miktar sepetteki ürünün birimine çevrilemiyor. Lütfen miktarı sepet sayfasından değiştirin.',
} as const;
