export { staffPlugin } from './staff-plugin';
