export { issuePaymentLink } from './payment-links';
export { refundThroughGateway } from './refund-service';
