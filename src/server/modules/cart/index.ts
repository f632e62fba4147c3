export { addToCart, savedProductColumns } from './cart-repository';
