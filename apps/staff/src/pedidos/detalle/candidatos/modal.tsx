export { Modal } from '@talento/ui';
