import { z } from 'zod';
import { ListaCorreos, PruebasInvitacion } from '@talento/rules';

/** "Invitar candidatos por correo": the e-mails and the tests to take (the shared rules of `invitarPruebas`). */
export const esquemaInvitacionPruebas = z.object({ correos: ListaCorreos, pruebas: PruebasInvitacion });
export type FormularioInvitacion = z.input<typeof esquemaInvitacionPruebas>;

/** "Programar video entrevistas": only the e-mails. */
export const esquemaInvitacionEntrevista = z.object({ correos: ListaCorreos });
export type FormularioEntrevista = z.input<typeof esquemaInvitacionEntrevista>;
