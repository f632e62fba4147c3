export { homeBannersAnswer } from './banner-service';
