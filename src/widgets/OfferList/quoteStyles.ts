/**
 * The printed quote's stylesheet: the print window's only styles (the storefront's do not reach
 * it). A4 with margins, no storefront chrome; the screen toolbar is hidden on paper.
 */
export const QUOTE_STYLES = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
html { color: #1b1f23; background: #f3f4f6; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
.quote { max-width: 210mm; margin: 16px auto; padding: 14mm; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
.quote__toolbar { display: flex; justify-content: flex-end; gap: 8px; margin: -6mm -6mm 8mm 0; }
.quote__toolbar button { min-height: 36px; padding: 0 16px; border: 1px solid #c9d1d9; border-radius: 4px; background: #fff; font: inherit; cursor: pointer; }
.quote__toolbar button:first-child { border-color: #0b6bcb; background: #0b6bcb; color: #fff; }
.quote__header { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; padding-bottom: 6mm; border-bottom: 2px solid #1b1f23; }
.quote__dealer { display: flex; flex-direction: column; gap: 8px; }
.quote__logo { display: block; max-width: 60mm; max-height: 22mm; object-fit: contain; object-position: left center; }
.quote address { display: flex; flex-direction: column; font-style: normal; color: #3d444d; font-size: 13px; }
.quote address strong { color: #1b1f23; font-size: 15px; }
.quote__meta { text-align: right; }
.quote__meta h1 { margin: 0 0 4mm; font-size: 24px; letter-spacing: .5px; text-transform: uppercase; }
.quote__meta dl, .quote__totals { margin: 0; }
.quote__meta dl > div, .quote__totals > div { display: flex; justify-content: space-between; gap: 16px; }
.quote__meta dt, .quote__totals dt { color: #57606a; }
.quote__meta dd, .quote__totals dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.quote__customer { margin: 6mm 0; padding: 4mm 5mm; border: 1px solid #d0d7de; border-radius: 4px; }
.quote__customer p { margin: 0; }
.quote__to { color: #57606a; font-size: 12px; text-transform: uppercase; letter-spacing: .5px; }
.quote__customer-name { font-weight: 700; font-size: 15px; }
.quote__items { width: 100%; margin-top: 6mm; border-collapse: collapse; }
.quote__items th, .quote__items td { padding: 2.2mm 2mm; border-bottom: 1px solid #d0d7de; text-align: left; vertical-align: top; }
.quote__items thead th { border-bottom: 1.5px solid #1b1f23; font-size: 12px; text-transform: uppercase; letter-spacing: .3px; color: #3d444d; }
.quote__items tr { break-inside: avoid; }
.quote__items .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.quote__items .code { width: 30mm; font-size: 12px; overflow-wrap: anywhere; }
.quote__bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; margin-top: 6mm; break-inside: avoid; }
.quote__notes p { margin: 0 0 2mm; }
.quote__small { color: #57606a; font-size: 12px; }
.quote__totals { min-width: 70mm; }
.quote__totals > div { padding: 1.2mm 0; }
.quote__grand { margin-top: 1mm; border-top: 1.5px solid #1b1f23; font-size: 16px; }
.quote__grand dt { color: #1b1f23; font-weight: 700; }
@media (max-width: 640px) {
  .quote { margin: 0; padding: 16px; box-shadow: none; }
  .quote__header, .quote__bottom { flex-direction: column; }
  .quote__meta { text-align: left; }
}
@media print {
  html, body { background: #fff; }
  .quote { max-width: none; margin: 0; padding: 0; box-shadow: none; }
  .quote__toolbar { display: none; }
  thead { display: table-header-group; }
}
`;
