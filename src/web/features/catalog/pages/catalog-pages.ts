// The catalogue's pages share one chunk: a shopper moving between them downloads it once.
export { CategoryLandingPage, MakeupPage, SkincarePage } from './category-landing-page';
export { HomePage } from './home-page';
export { ProductListPage } from './product-list-page';
export { ProductPage } from './product-page';
