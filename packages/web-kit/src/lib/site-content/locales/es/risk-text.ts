/** The risk statement in Spanish (lib/site-content/risk-text.ts), used by every Spanish page that shows packages or incomes. */
export const ES_RISK_TEXT =
  'Los rendimientos no están garantizados: las tasas diarias las fija el operador y pueden cambiar para paquetes nuevos, los pagos pasados no son promesa de pagos futuros, y puedes perder parte o la totalidad de lo que deposites. Las transferencias de USDT en la cadena no se pueden revertir. Deposita solo lo que puedas permitirte perder; la advertencia de riesgos lo explica con más detalle.';
