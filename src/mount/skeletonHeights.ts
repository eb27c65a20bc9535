import type { WidgetName } from './widgetNames';

/**
 * Height a widget takes at each breakpoint (phone < 640 px, tablet < 1024 px, desktop), reserved
 * by its placeholder before the bundle runs, by its skeleton while the chunk loads and by the
 * widget's own root while it loads its first data, so mounting moves nothing. Measured on the demo
 * store with its demo data (bayi1, yonetici) at 390, 800 and 1280 px. 0 where the widget renders
 * nothing; a mounted widget that renders nothing reserves nothing. Only the generated stylesheet
 * (skeletons.css, `npm run skeletons`) reads these: they stay out of the entry chunk.
 */
export interface SkeletonHeights {
  phone: number;
  tablet: number;
  desktop: number;
}

export const skeletonHeights: Partial<Record<WidgetName, SkeletonHeights>> = {
  CurrencyList: { phone: 32, tablet: 32, desktop: 32 },
  ProductPrice: { phone: 24, tablet: 24, desktop: 24 },
  ProductQuantity: { phone: 36, tablet: 36, desktop: 36 },
  AddToCartButton: { phone: 36, tablet: 36, desktop: 36 },
  CartIcon: { phone: 40, tablet: 40, desktop: 40 },
  // A page of 24 products in the default list view, as measured on the demo store (stacked rows on
  // phones): the footer and the campaign below must not jump when the list arrives.
  ProductList: { phone: 5894, tablet: 3866, desktop: 2780 },
  // The stock line shows for logged-in visitors only: between the two heights on phones and tablets.
  // The installment line under the price takes two lines on phones and tablets.
  ProductDetail: { phone: 926, tablet: 495, desktop: 425 },
  SearchBar: { phone: 40, tablet: 40, desktop: 40 },
  // One row of tiles.
  Campaign: { phone: 409, tablet: 409, desktop: 409 },
  // bayi1's cart (its lines stack on phones; on tablets the summary and the plan sit side by side
  // below them); longer or shorter carts move only what is below it. On tablets its links ('Sepeti
  // listeye kaydet' with them) take two lines.
  Cart: { phone: 1578, tablet: 1103, desktop: 660 },
  CartComplete: { phone: 802, tablet: 780, desktop: 615 },
  // The form card.
  AccountSetting: { phone: 345, tablet: 353, desktop: 353 },
  WarrantyInquiry: { phone: 79, tablet: 79, desktop: 79 },
  FaultReport: { phone: 41, tablet: 41, desktop: 41 },
  // bayi1's first page of orders and offers with the toolbar (stacked rows on phones).
  OrderList: { phone: 3096, tablet: 1069, desktop: 715 },
  OfferList: { phone: 1286, tablet: 551, desktop: 393 },
  // The first step (the cart preview); the payment steps are taller, which moves only the footer.
  Checkout: { phone: 854, tablet: 549, desktop: 542 },
  // Nothing on phones (the spec shows it on medium and wider screens only).
  TopHeaderInfo: { phone: 0, tablet: 24, desktop: 24 },
  LanguageList: { phone: 28, tablet: 28, desktop: 28 },
  // Nothing for most customers: the host places it only for users with overdue debt.
  OverdueDebtNotification: { phone: 87, tablet: 67, desktop: 67 },
  // In the page flow above the header: the notice wraps to two lines on phones.
  CookieButton: { phone: 106, tablet: 57, desktop: 57 },
  // The links wrap to two rows in the footer's narrow column on tablets.
  SocialMedia: { phone: 44, tablet: 96, desktop: 44 },
  // The search box and the three tables with the demo's analytics (stacked on phones).
  Dashboard: { phone: 4412, tablet: 2002, desktop: 1337 },
  OnlineUsers: { phone: 570, tablet: 311, desktop: 252 },
  Carts: { phone: 920, tablet: 552, desktop: 442 },
  // The intro, the toolbar and five blank rows with the footer, as measured on the demo store (rows
  // are cards below 768 px, so 640–767 px grows past the tablet height). A blank row is as tall as
  // a filled one (its name, state, price, stock and amount lines kept, invisible).
  QuickOrder: { phone: 1468, tablet: 492, desktop: 492 },
  // bayi1's queue as bayi1.onay sees it: one waiting order with its note (a card below about 752 px,
  // so 640–751 px grows past the tablet height); each further order moves only what is below.
  ApprovalQueue: { phone: 356, tablet: 231, desktop: 170 },
  // bayi1's four company users (the Yönetici and three others), cards below about 930 px (two
  // columns of lines from about 590 px); a longer list moves only what is below it.
  CompanyUsers: { phone: 1407, tablet: 1143, desktop: 474 },
  // The lists overview as bayi1.satinalma sees it: 'Yeni Liste', their one shared list and the
  // empty shared section (cards below 1040 px of list); a list's own page (?liste=) is taller and
  // moves only what is below it.
  ShoppingLists: { phone: 576, tablet: 507, desktop: 354 },
  // Sales representatives: hosts place these only for a representative (the banner only while they
  // act). Estimated from the styles, not yet measured on a host with representatives: the button of
  // 'Müşteri Seç'; the banner's one row (two on phones, where Çık wraps under the name); the book
  // with its toolbar and about four customers (cards on phones).
  CustomerPicker: { phone: 32, tablet: 32, desktop: 32 },
  ActingBanner: { phone: 82, tablet: 54, desktop: 54 },
  RepresentativeBook: { phone: 1200, tablet: 380, desktop: 340 },
};
