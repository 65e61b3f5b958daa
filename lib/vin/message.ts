/** The VIN error, apart from the schemas so that the VIN search box ships without zod. */
export const VIN_MESSAGE = 'Please enter a valid 17-character VIN';
