export { customerReport } from './customer-report';
export { deliveryReport } from './delivery-report';
export { productReport } from './product-report';
export { promotionReport } from './promotion-report';
export { reportsPlugin } from './reports-plugin';
export { salesReport, salesToDate, takings } from './sales-report';
export { stockReport } from './stock-report';
