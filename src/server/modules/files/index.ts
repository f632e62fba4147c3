export { MAX_IMAGE_BYTES, servedImageSize, storeImage } from './images';
export { ownPhotoIds, privatePhotoRoute } from './private-photos';
export { receiveImage } from './upload';
