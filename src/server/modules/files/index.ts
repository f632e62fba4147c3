export { MAX_IMAGE_BYTES, servedImageSize, storeImage } from './images';
export { receiveImage } from './upload';
