/**
 * The fake ERP of the e2e server: the same local HTTP fake the API integration tests use
 * (`@talento/api/testing/erp-prueba`, shared through a test-only export the server never imports), started by the
 * wrapper before the server so ERP_URL points at it. Filing, CV sends and induction answer 2xx as the real ERP would.
 */
import { iniciarErpPrueba, MAESTROS_ERP, type ErpPrueba } from '@talento/api/testing/erp-prueba';

/** Bearer token the server sends (the fake accepts any; set so the authorised path is the one exercised). */
export const TOKEN_ERP_E2E = 'e2e-erp';

export async function iniciarErpE2e(): Promise<ErpPrueba> {
  const erp = await iniciarErpPrueba();
  // The worker refreshes the masters from the ERP on start. The e2e data is the seeded masters in PostgreSQL
  // (factories pick them by name): a master the ERP fails to give is left as it was, so the fake does not serve them.
  for (const tipo of MAESTROS_ERP)
    erp.respuestas.set(`/maestros/${tipo}`, {
      status: 503,
      cuerpo: { msj: 'Maestros no disponibles en el ERP de pruebas' },
    });
  return erp;
}
