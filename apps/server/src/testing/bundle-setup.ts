/** vitest globalSetup of apps/server: the child-process tests start the built server, built here if out of date. */
import { asegurarBundle } from './bundle';

export default function setup(): void {
  asegurarBundle();
}
