/** The page of `rendered` rendered on every request and never written to a cache: the floor of any render. */
export const dynamic = 'force-dynamic';

export { default } from '../../../rendered/[rows]/[key]/page';
