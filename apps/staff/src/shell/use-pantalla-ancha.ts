import { useConsultaMedios } from '@talento/ui';

/** True from the md breakpoint (992 px, spec 03 §9) up: the sidebar is open by default there. */
export function usePantallaAncha(): boolean {
  return useConsultaMedios('(min-width: 992px)');
}
