/** Test data of the checkout: plans, BIN answers, page props and a payment result. */
import type { BinControlAnswer, PaymentResult, PosPlan } from '../../src/contract/payment';
import type { CheckoutProps } from '../../src/contract/widgetProps';
import type { CheckoutOpenedPayload } from '../../src/store/checkout/checkout';

export const FRAME_ORIGIN = 'http://pay.test:4001';

export const singlePlan: PosPlan = { id: 1, installment: 1, commisionFee: 0, isDefault: true };

/** A bank's plans 1–12: plan id 100 + n, commission n − 1 percent (0 for a single payment). */
export function bankPlans(defaultInstallment = 1): PosPlan[] {
  return Array.from({ length: 12 }, (_, i) => ({
    id: 101 + i,
    installment: i + 1,
    commisionFee: i === 0 ? 0 : i,
    isDefault: i + 1 === defaultInstallment,
  }));
}

export function binAnswer(name = 'Akbank', organization = 'VISA', plans = bankPlans()): BinControlAnswer {
  return { plans, bank: { name, organization, logo: `/images/${name.toLowerCase()}.png` } };
}

export const cartStepUrls = { preview: '/sepet/odeme', payment: '/sepet/odeme/kart' };

export function openedPayload(overrides: Partial<CheckoutOpenedPayload> = {}): CheckoutOpenedPayload {
  return {
    step: 'payment',
    paymentType: 'order',
    stepUrls: cartStepUrls,
    plans: [singlePlan],
    result: null,
    ...overrides,
  };
}

export function paymentResult(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return {
    paymentId: 7,
    succeed: true,
    paymentType: 'pay',
    order: null,
    amount: 1030,
    description: 'Cari hesap ödemesi',
    orderId: null,
    mailOrder: {
      logo: '/images/logo.png',
      address: 'İkitelli OSB, İstanbul',
      phone: '0212 555 12 34',
      name: 'Anadolu Elektrik Toptan',
      customerName: 'Ayşe Kaya',
      currency: 'TRY',
      installmentAmount: 343.33,
      installment: 3,
      cardHolder: 'AYŞE KAYA',
      cardNumber: '4355 08** **** 4358',
      expiryDate: '**/**',
      description: 'Cari hesap ödemesi',
      date: '2026-03-05T09:07:00.000Z',
    },
    ...overrides,
  };
}

export function checkoutPageProps(overrides: Partial<CheckoutProps> = {}): CheckoutProps {
  return {
    step: 'payment',
    paymentType: 'pay',
    items: [],
    amount: 0,
    // The host opens the free payment with an empty description.
    description: '',
    advencePrice: '',
    plans: [singlePlan],
    banks: [
      { name: 'Akbank', logo: '/images/akbank.png', image: '/images/akbank.png', posPlans: bankPlans() },
    ],
    stepUrls: { preview: '/hesap/odeme', payment: '/hesap/odeme' },
    result: null,
    ...overrides,
  };
}
