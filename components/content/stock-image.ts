/** Shown when an article or guide has no featured image, or its image fails to load. */
export const STOCK_IMAGE = '/images/stock/ev-repair.svg';
export const STOCK_IMAGE_ALT = 'Illustration of an electric car beside a charging station';
