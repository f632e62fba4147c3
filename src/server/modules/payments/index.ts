export { refundThroughGateway } from './refund-service';
