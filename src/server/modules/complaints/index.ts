export { complaintCounts, complaintsOfOrder, complaintsOfUser } from './complaint-views';
export { complaintsPlugin } from './complaints-plugin';
export { addShopperMessage, raiseComplaint } from './shopper-complaints';
