/** The host's own page texts (the widgets bring their own labels). */
import type { Locale } from '../../src/config/types';

const tr = {
  home: 'Ana Sayfa',
  login: 'Giriş Yap',
  logout: 'Çıkış Yap',
  orders: 'Siparişlerim',
  offers: 'Tekliflerim',
  statement: 'Hesap Ekstresi',
  payment: 'Cari Ödeme',
  settings: 'Hesap Ayarları',
  admin: 'Yönetim Paneli',
  warranty: 'Garanti Sorgulama',
  faultReport: 'Arıza Bildirimi',
  brands: 'Markalar',
  categories: 'Kategoriler',
  account: 'Hesabım',
  contact: 'İletişim',
  skip: 'İçeriğe geç',
  rights: 'Tüm hakları saklıdır.',
  description: 'Ürün Açıklaması',
  notFoundTitle: 'Sayfa bulunamadı',
  errorTitle: 'Bir sorun oluştu',
  backHome: 'Ana sayfaya dön',
} as const;

const en: Record<keyof typeof tr, string> = {
  home: 'Home',
  login: 'Log in',
  logout: 'Log out',
  orders: 'My orders',
  offers: 'My offers',
  statement: 'Account statement',
  payment: 'Make a payment',
  settings: 'Account settings',
  admin: 'Admin panel',
  warranty: 'Warranty lookup',
  faultReport: 'Fault report',
  brands: 'Brands',
  categories: 'Categories',
  account: 'My account',
  contact: 'Contact',
  skip: 'Skip to content',
  rights: 'All rights reserved.',
  description: 'Product description',
  notFoundTitle: 'Page not found',
  errorTitle: 'Something went wrong',
  backHome: 'Back to the home page',
};

export type HostText = typeof en;
export const hostText = (locale: Locale): HostText => (locale === 'en' ? en : tr);
