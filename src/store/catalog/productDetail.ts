import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChildProduct, Product } from '../../contract/catalog';
import { variantValuesOf } from '../../domain/catalog/variants';
import { rootReducer } from '../core/rootReducer';

/** The product detail page's state (product, amount default 1) plus its pickers. */
export interface ProductDetailState {
  /** The product shown: the page's product, or the family child the pickers switched to. */
  product: Product | ChildProduct | null;
  /** The variant family (children of the page's product); [] without variants. */
  family: ChildProduct[];
  amount: number;
  /** The chosen unit; null means the product's default unit. */
  unitId: number | null;
  /** Chosen value per variant dimension code. */
  chosenVariants: Record<string, string>;
  /** True while the loading overlay covers the page before the variant switch. */
  switching: boolean;
  /** Set when a variant switch had to change the unit (and put the amount back to 1). */
  unitChange: { from: string; to: string } | null;
}

export const initialDetail: ProductDetailState = {
  product: null,
  family: [],
  amount: 1,
  unitId: null,
  chosenVariants: {},
  switching: false,
  unitChange: null,
};

/**
 * The detail state of a page's product as it opens: the reducer's, and what the widget shows in its
 * first frame, before the store has it (a fresh subscription hears of the store only after a paint).
 */
export function openedDetailState(product: Product): ProductDetailState {
  return {
    product,
    family: product.children,
    amount: 1,
    unitId: null,
    chosenVariants: variantValuesOf(product),
    switching: false,
    unitChange: null,
  };
}

const productDetailSlice = createSlice({
  name: 'productDetail',
  initialState: initialDetail,
  reducers: {
    detailOpened(_state, action: PayloadAction<Product>) {
      return openedDetailState(action.payload);
    },
    amountChanged(state, action: PayloadAction<number>) {
      state.amount = action.payload;
      state.unitChange = null;
    },
    unitChosen(state, action: PayloadAction<number>) {
      state.unitId = action.payload;
      state.unitChange = null;
    },
    variantValueChosen(state, action: PayloadAction<{ code: string; value: string }>) {
      state.chosenVariants[action.payload.code] = action.payload.value;
    },
    variantSwitchStarted(state) {
      state.switching = true;
    },
    /** The child replaces the product; the saga decided its unit (domain unitAfterVariantSwitch). */
    variantSwitched(
      state,
      action: PayloadAction<{
        child: ChildProduct;
        unitId: number | null;
        keepAmount: boolean;
        unitChange: { from: string; to: string } | null;
      }>,
    ) {
      const { child, unitId, keepAmount, unitChange } = action.payload;
      state.product = child;
      state.unitId = unitId;
      if (!keepAmount) state.amount = 1;
      state.unitChange = unitChange;
      state.switching = false;
    },
    variantSwitchCancelled(state) {
      state.switching = false;
    },
  },
});

export const {
  detailOpened,
  amountChanged,
  unitChosen,
  variantValueChosen,
  variantSwitchStarted,
  variantSwitched,
  variantSwitchCancelled,
} = productDetailSlice.actions;

// A lazy data area: the detail's state, reducer and variant flow come with the widget's chunk.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    productDetail: ProductDetailState;
  }
}
const injectedProductDetail = productDetailSlice.injectInto(rootReducer);

export const selectDetail = injectedProductDetail.selectSlice;
