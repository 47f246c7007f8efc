import { expect, test } from '../support/fixtures';

test.describe('[HV] validación de documentos', () => {
  test('[HV] "Validar documentos" abre una ventana sin menú con el documento del resumen y los documentos cargados', async ({
    page,
    context,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const persona = await fabricas.hojaDeVida();
    const hv = await apiDe('jefe').hojasDeVida.resumen.query({ candidatoId: persona.id });
    await entrar('jefe');

    await page.goto(`/hv/${hv.candidatoId}`);
    const encabezado = page.getByRole('region', { name: 'Resumen del candidato' });
    await expect(encabezado.getByRole('heading', { level: 1, name: hv.nombreCompleto })).toBeVisible();
    await expect(encabezado).toContainText(hv.personal.numeroDocumento);

    const [ventana] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Validar documentos' }).click(),
    ]);
    await expect(ventana).toHaveURL(new RegExp(`/hv/${hv.candidatoId}/validar-documentos$`));
    await expect(ventana.getByRole('heading', { level: 1, name: 'Validación de documentos' })).toBeVisible();
    const datos = ventana.getByRole('region', { name: 'Datos a verificar' });
    await expect(
      datos.getByText('Número de documento', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(hv.personal.numeroDocumento);
    await expect(datos.getByText(hv.nombreCompleto, { exact: true })).toBeVisible();

    const documentos = ventana.getByRole('region', { name: 'Documentos cargados' });
    if (hv.archivos.length === 0)
      await expect(documentos.getByText('No se han subido documentos.')).toBeVisible();
    else await expect(documentos.getByRole('button', { name: hv.archivos[0]!.nombre })).toBeVisible();

    // Own window: no main menu or top bar.
    await expect(ventana.getByRole('button', { name: 'Salir' })).toHaveCount(0);
    await expect(ventana.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });
});
