/** The product name used in page titles ("<prefix> | Opsdeck") and the top bar. */
export const PRODUCT_NAME = 'Opsdeck';
