/**
 * Approving from an order form first saves its pending changes (with the same validation as "Guardar"), so what
 * is approved is what the user sees. Answers the version to approve, or null when there was something to save
 * and it was not saved (invalid form or refused by the server: the form already shows why).
 */
export async function versionParaAprobar<D>(
  version: number,
  hayPendientes: boolean,
  validarYEnviar: (guardar: (datos: D) => Promise<void>) => Promise<void>,
  guardar: (datos: D) => Promise<number | null>,
): Promise<number | null> {
  if (!hayPendientes) return version;
  let nueva: number | null = null;
  await validarYEnviar(async (datos) => {
    nueva = await guardar(datos);
  });
  return nueva;
}
