/**
 * The document's examples are what the widgets accept: each example of a schema that has a widget
 * decoder goes through that decoder (src/contract) without a DecodeError, and fits its own schema (ajv).
 */
import { parseConfig } from '../../../src/config/readConfig';
import * as admin from '../../../src/contract/admin';
import * as cart from '../../../src/contract/cart';
import * as company from '../../../src/contract/company';
import * as catalog from '../../../src/contract/catalog';
import { okAnswer } from '../../../src/contract/common';
import { accountSettingsAnswer } from '../../../src/contract/account';
import { decode, DecodeError, literal, type Decoder } from '../../../src/contract/decode';
import { faultProductsAnswer, subcategoriesAnswer } from '../../../src/contract/faultReport';
import * as lists from '../../../src/contract/lists';
import { embeddedFirstPage } from '../../../src/contract/firstPage';
import * as offers from '../../../src/contract/offers';
import * as orders from '../../../src/contract/orders';
import * as payment from '../../../src/contract/payment';
import * as quickOrder from '../../../src/contract/quickOrder';
import * as representatives from '../../../src/contract/representatives';
import { topHeaderInfoDecoder } from '../../../src/contract/topHeader';
import { movementDecoder, warrantyAnswer } from '../../../src/contract/warranty';
import { COMPONENT_NAMES, WIDGET_PROPS } from '../../../src/contract/widgetProps';
import { COMPANY_ROLES } from '../../../src/domain/company/companyRoles';
import { companyUserErrors, usernamePrefix } from '../../../src/domain/company/companyUser';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../src/domain/cart/quantity';
import { judgeListName, judgeListNote } from '../../../src/domain/lists/shoppingLists';
import { serverMessageOf } from '../../../src/api/http';
import {
  createValidator,
  examplesOf,
  loadDocument,
  operationsOf,
  pointerTarget,
  responseSchemaPointer,
} from './openApiDocument';

/** The error shape as the widgets read it (api/http serverMessageOf). */
const errorAnswer: Decoder<string> = (v, p) => {
  const message = serverMessageOf(v);
  if (message === null) throw new DecodeError(p, '{ error: { messages: { type } } }', v);
  return message;
};

/** The config block as the bundle reads it: any problem is what a console error would name. */
const hostConfig: Decoder<unknown> = (v, p) => {
  const { problems } = parseConfig(v);
  if (problems.length > 0)
    throw new DecodeError(p, `a config block without problems (${problems.join('; ')})`, v);
  return v;
};

/** The embedded first page, read the way ProductList reads it. */
const firstPage: Decoder<unknown> = (v, p) => {
  const query = (v as { query?: unknown } | null)?.query;
  const answer = embeddedFirstPage(v, typeof query === 'string' ? query : '');
  if (answer === null) throw new DecodeError(p, 'a first page { query, answer }', v);
  return answer;
};

/**
 * A user as the Yönetici's form sends it: the rules the host judges it by (src/domain/company/companyUser), in
 * the namespace of the examples' company (bayi1).
 */
const companyUserRequest: Decoder<unknown> = (v, p) => {
  const errors = companyUserErrors(v as Parameters<typeof companyUserErrors>[0], {
    prefix: usernamePrefix('bayi1'),
    current: null,
  });
  if (Object.keys(errors).length > 0)
    throw new DecodeError(p, `a user the form accepts (${Object.keys(errors).join(', ')} refused)`, v);
  return v;
};

/**
 * A list request as the ShoppingLists widget sends it: names and notes its own rules accept
 * (src/domain/lists/shoppingLists judgeListName, judgeListNote), quantities of 1–100 — what the host judges.
 */
const listRequest: Decoder<unknown> = (v, p) => {
  const body = (v ?? {}) as { name?: unknown; note?: unknown; quantity?: unknown; lines?: unknown };
  const fields = Array.isArray(body.lines) ? (body.lines as (typeof body)[]) : [body];
  const refused = (what: string) =>
    new DecodeError(p, `a list request the widget sends (${what} refused)`, v);
  if (typeof body.name === 'string' && !judgeListName(body.name).ok) throw refused('name');
  for (const field of fields) {
    if (typeof field.note === 'string' && !judgeListNote(field.note).ok) throw refused('note');
    const { quantity } = field;
    if (
      quantity !== undefined &&
      !(
        Number.isInteger(quantity) &&
        (quantity as number) >= QUANTITY_MIN &&
        (quantity as number) <= QUANTITY_MAX
      )
    )
      throw refused('quantity');
  }
  return v;
};

/** One line's result, read as the add's answer reads it. */
const listAddResult: Decoder<unknown> = (v, p) =>
  lists.listLinesAddedAnswer({ results: [v], list: LIST_SUMMARY, lines: [] }, p).results[0];
const LIST_SUMMARY = {
  id: 1,
  name: 'Liste',
  lineCount: 0,
  updatedAt: '2026-11-26T09:00:00.000Z',
  owner: { id: 1, name: 'Sahip' },
  shared: false,
  mine: true,
  canEdit: true,
};

/** One notice, read as the socket's message (and the config block's user.notices) reads it. */
const orderNotice: Decoder<unknown> = (v, p) =>
  company.orderNoticesMessage({ type: 'orderNotices', notices: [v] }, p).notices[0];

/** Schema name → the widgets' decoder of that shape. */
const DECODERS: Record<string, Decoder<unknown>> = {
  ErrorAnswer: errorAnswer,
  OfferEditErrorAnswer: offers.offerEditErrorDecoder,
  PaymentCodeErrorAnswer: errorAnswer,
  SuccessAnswer: okAnswer,
  Price: catalog.priceDecoder,
  Unit: catalog.unitDecoder,
  Inventory: catalog.inventoryDecoder,
  Variant: catalog.variantDecoder,
  Brand: catalog.brandDecoder,
  Model: catalog.modelDecoder,
  ChildProduct: catalog.childProductDecoder,
  Product: catalog.productDecoder,
  ProductListAnswer: catalog.productListAnswer,
  AutocompleteResult: catalog.autocompleteResult,
  AutocompleteAnswer: catalog.autocompleteAnswer,
  Campaign: catalog.campaignDecoder,
  TopHeaderInfo: topHeaderInfoDecoder,
  ProductUnit: cart.productUnitDecoder,
  CartItem: cart.cartItemDecoder,
  CartAnswer: cart.cartAnswer,
  OrderSavedAnswer: cart.orderSavedAnswer,
  OfferMadeAnswer: cart.offerMadeAnswer,
  PaymentAdvencePrice: cart.paymentAdvencePriceDecoder,
  CodeMatch: quickOrder.codeMatchDecoder,
  ProductLookupAnswer: quickOrder.productLookupAnswer,
  CartBatchAnswer: quickOrder.cartBatchAnswer,
  Order: orders.orderDecoder,
  OrderListAnswer: orders.orderListAnswer,
  OrderCancelAnswer: orders.orderCancelAnswer,
  Offer: offers.offerDecoder,
  UserAddress: offers.userAddressDecoder,
  OfferListAnswer: offers.offerListAnswer,
  OfferCancelAnswer: offers.offerCancelAnswer,
  OfferEditLine: offers.offerEditLineDecoder,
  OfferEditAnswer: offers.offerEditAnswer,
  AccountSettingsAnswer: accountSettingsAnswer,
  WarrantyMovement: movementDecoder,
  WarrantyAnswer: warrantyAnswer,
  SubcategoriesAnswer: subcategoriesAnswer,
  FaultProductsAnswer: faultProductsAnswer,
  PosPlan: payment.posPlanDecoder,
  BinControlAnswer: payment.binControlAnswer,
  BankOption: payment.bankOptionDecoder,
  MailOrder: payment.mailOrderDecoder,
  PaymentResult: payment.paymentResultDecoder,
  CardMessage: payment.cardMessageDecoder,
  FrameMessage: payment.frameMessageDecoder,
  TopQuery: admin.topQueryDecoder,
  TopUser: admin.topUserDecoder,
  LastQuery: admin.lastQueryDecoder,
  TopQueriesAnswer: admin.topQueriesAnswer,
  SearchResultRow: admin.searchResultRowDecoder,
  SearchQueriesAnswer: admin.searchQueriesAnswer,
  CustomerCart: admin.customerCartDecoder,
  CustomerCartsAnswer: admin.customerCartsAnswer,
  OnlineUser: admin.onlineUserDecoder,
  CompanyRole: literal(...COMPANY_ROLES),
  CompanyUser: company.companyUserDecoder,
  CompanyUserRequest: companyUserRequest,
  CompanyUsersAnswer: company.companyUsersAnswer,
  CompanyUserCreatedAnswer: company.companyUserCreatedAnswer,
  CompanyUserSavedAnswer: company.companyUserSavedAnswer,
  Approval: company.approvalDecoder,
  ApprovalsAnswer: company.approvalsAnswer,
  ApprovalDecisionAnswer: company.approvalDecisionAnswer,
  RepresentativeBookAnswer: representatives.representativeBookAnswer,
  ActingAnswer: representatives.actingAnswer,
  ActingCustomer: representatives.actingCustomerDecoder,
  RepresentativeConsentAnswer: representatives.representativeConsentAnswer,
  OrderNotice: orderNotice,
  ListSummary: lists.listSummaryDecoder,
  ListLine: lists.listLineDecoder,
  ListsAnswer: lists.listsAnswer,
  ListDetailAnswer: lists.listDetailAnswer,
  ListSavedAnswer: lists.listSavedAnswer,
  ListAddResult: listAddResult,
  ListLinesAddedAnswer: lists.listLinesAddedAnswer,
  ListLineSavedAnswer: lists.listLineSavedAnswer,
  ListDeletedAnswer: lists.listDeletedAnswer,
  ListCreateRequest: listRequest,
  ListUpdateRequest: listRequest,
  ListDuplicateRequest: listRequest,
  ListLinesAddRequest: listRequest,
  ListLineUpdateRequest: listRequest,
  OrderNoticesMessage: company.orderNoticesMessage,
  UpdateOnlineUsersMessage: admin.updateOnlineUsersDecoder,
  HostConfig: hostConfig,
  FirstPage: firstPage,
  ...Object.fromEntries(Object.entries(WIDGET_PROPS).map(([name, decoder]) => [`${name}Props`, decoder])),
};

const doc = loadDocument();
const examples = examplesOf(doc);
const validator = createValidator(doc);

describe('the OpenAPI examples and the widgets’ decoders', () => {
  it('has a schema for every decoder of the table', () => {
    const schemas = Object.keys(doc.components.schemas);
    expect(Object.keys(DECODERS).filter((name) => !schemas.includes(name))).toEqual([]);
  });

  it('gives every response schema at least one example', () => {
    const exemplified = new Set(examples.map((e) => e.schema));
    const answers = new Set<string>();
    for (const op of operationsOf(doc))
      for (const status of Object.keys(op.spec.responses as object)) {
        const pointer = responseSchemaPointer(doc, op, Number(status));
        const ref = pointer && (pointerTarget(doc, pointer) as { $ref?: string }).$ref;
        if (ref) answers.add(ref.replace('#/components/schemas/', ''));
      }
    expect([...answers].filter((name) => !exemplified.has(name))).toEqual([]);
  });

  it.each(examples.filter((e) => DECODERS[e.schema]).map((e) => [e.where, e] as const))(
    '%s decodes',
    (_where, example) => {
      expect(() => decode(DECODERS[example.schema]!, example.value, example.schema)).not.toThrow();
    },
  );

  it('every example fits its own schema', () => {
    const wrong = examples
      .map((e) => [e.where, validator.check(`#/components/schemas/${e.schema}`, e.value)] as const)
      .filter(([, errors]) => errors !== null)
      .map(([where, errors]) => `${where}:\n${errors}`);
    if (wrong.length > 0) throw new Error(wrong.join('\n'));
  });

  it('names every placeholder and has a props schema for every widget that takes props', () => {
    expect(doc.components.schemas.WidgetName!.enum).toEqual([...COMPONENT_NAMES]);
    for (const name of Object.keys(WIDGET_PROPS))
      expect(doc.components.schemas).toHaveProperty(`${name}Props`);
  });
});
