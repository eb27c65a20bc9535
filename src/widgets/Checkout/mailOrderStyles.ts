/** The mail-order print window's own stylesheet (the storefront's styles do not reach that document). */
export const MAIL_ORDER_STYLES = `
@page { size: A4; margin: 16mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #111; }
.mail-order { max-width: 760px; margin: 0 auto; padding: 24px; }
.mail-order__head { display: flex; align-items: center; gap: 16px; padding-bottom: 12px; border-bottom: 2px solid #111; }
.mail-order__head p { margin: 0; }
.mail-order__logo { max-width: 160px; max-height: 60px; object-fit: contain; }
.mail-order__store { font-weight: 700; font-size: 16px; }
h1 { margin: 20px 0 12px; font-size: 20px; text-align: center; letter-spacing: 0.04em; }
.mail-order__table { width: 100%; border-collapse: collapse; }
.mail-order__table th, .mail-order__table td { padding: 8px 10px; border: 1px solid #999; text-align: left; vertical-align: top; }
.mail-order__table th { width: 38%; background: #f2f2f2; font-weight: 600; }
.mail-order__consent { margin: 20px 0 40px; }
.mail-order__signature { display: flex; justify-content: flex-end; }
.mail-order__signature span { min-width: 240px; padding-top: 6px; border-top: 1px solid #111; text-align: center; }
@media print { .mail-order { padding: 0; } .mail-order__table th { background: #f2f2f2 !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
`;
