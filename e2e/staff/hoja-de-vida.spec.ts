import { expect, test } from '../support/fixtures';
import { siExiste } from '../support/api';
import type { ClienteApi } from '../support/api/cliente-trpc';

interface Trazabilidad {
  total: number;
}
interface Resumen {
  candidatoId: number;
  nombreCompleto: string;
  personal: { disponibilidad: string };
  experiencias: unknown[];
}

/** A demo candidate (by id) that matches, read through the API with the page's session. */
async function buscarCandidato(
  api: ClienteApi,
  cumple: (r: Resumen, t: Trazabilidad) => boolean,
  desde = 1,
): Promise<Resumen> {
  for (let id = desde; id <= 300; id++) {
    const [r, t] = await Promise.all([
      siExiste(api.hojasDeVida.resumen.query({ candidatoId: id })),
      siExiste(api.hojasDeVida.trazabilidad.query({ candidatoId: id })),
    ]);
    if (r && t && cumple(r, t)) return r;
  }
  throw new Error('No se encontró un candidato demo que cumpla la condición');
}

test.describe('[HV] resumen de hoja de vida', () => {
  test('[HV] abre una hoja de vida sembrada con todas sus secciones, porcentajes y acordeones; la impresión es limpia', async ({
    page,
    entrar,
    apiDe,
  }) => {
    await entrar('jefe');
    const hv = await buscarCandidato(apiDe('jefe'), (r) => r.experiencias.length >= 2);
    await page.goto(`/hv/${hv.candidatoId}`);
    await expect(page.getByRole('heading', { level: 1, name: hv.nombreCompleto })).toBeVisible();
    for (const region of [
      'Datos personales',
      'Información general',
      'Experiencia laboral',
      'Educación',
      'Familia',
      'Pruebas digitales',
      'Comentarios',
      'Marcas',
    ]) {
      await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
    }
    const porcentajes = page.getByLabel('Porcentajes de completitud');
    for (const nombre of ['Total', 'Personal', 'General', 'Experiencia', 'Familia', 'Educación']) {
      await expect(porcentajes.getByLabel(`Porcentaje ${nombre}`)).toContainText(/\d+(,\d+)? %/);
    }
    const experiencia = page.getByRole('region', { name: 'Experiencia laboral' });
    await expect(experiencia.getByRole('listitem')).toHaveCount(hv.experiencias.length);
    await expect(experiencia.getByRole('listitem').first()).toContainText('Última experiencia');
    await expect(page.getByRole('region', { name: 'Educación' })).toContainText('Postgrados');
    await expect(page.getByText('No Registra').first()).toBeVisible();

    await page.getByText('Documentos', { exact: true }).click();
    await expect(page.getByText('No se han subido documentos.')).toBeVisible();
    await page.getByText('Referencias personales').click();
    await expect(page.getByText(/Completitud \d+(,\d+)? %/)).toBeVisible();
    await page.getByText('Educación en curso').click();

    await page.emulateMedia({ media: 'print' });
    const impresion = page.getByRole('article', { name: 'Hoja de vida para imprimir' });
    await expect(impresion).toBeVisible();
    for (const titulo of [
      'Datos personales',
      'Idiomas',
      'Rutinas',
      'Referencias',
      'Concepto final del psicólogo',
      'Educación',
      'Experiencia laboral',
      'Familia',
    ]) {
      await expect(impresion.getByRole('heading', { name: titulo, exact: true })).toBeVisible();
    }
    for (const dato of [
      'Licencia de conducción',
      'Vehículo',
      'Libreta militar',
      'Vivienda',
      'Arrendador',
      'Vive con',
      'Disponibilidad para viajar',
      'Cargos deseados',
      'Rango salarial',
      'Fuma',
      'Bebe',
      'Hace ejercicio',
      'Pasatiempos',
    ]) {
      await expect(impresion.getByText(dato, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Comentarios' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Salir' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(impresion).toBeHidden();
  });

  test('[HV] comenta y marca la hoja de vida: listados del más reciente al más antiguo; una marca no se repite', async ({
    page,
    entrar,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    await entrar('jefe');
    const hv = await buscarCandidato(apiDe('jefe'), () => true, 40);
    await page.goto(`/hv/${hv.candidatoId}`);

    const comentarios = page.getByRole('region', { name: 'Comentarios' });
    await comentarios.getByRole('button', { name: 'Enviar' }).click();
    await expect(comentarios.getByText('Debes escribir el comentario')).toBeVisible();
    for (const texto of [
      'Primera entrevista telefónica',
      `Confirmó disponibilidad inmediata ${Date.now()}`,
    ]) {
      await comentarios.getByRole('textbox', { name: 'Comentario' }).fill(texto);
      await comentarios.getByRole('button', { name: 'Enviar' }).click();
      await expect(
        comentarios.getByRole('list', { name: 'Lista de comentarios' }).getByRole('listitem').first(),
      ).toContainText(texto);
    }
    const primero = comentarios
      .getByRole('list', { name: 'Lista de comentarios' })
      .getByRole('listitem')
      .first();
    await expect(primero).toContainText('Confirmó disponibilidad inmediata');
    await expect(primero).toContainText('Juliana Restrepo Gómez');
    await expect(primero).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(
      comentarios.getByRole('list', { name: 'Lista de comentarios' }).getByRole('listitem').nth(1),
    ).toContainText('Primera entrevista telefónica');

    const marcas = page.getByRole('region', { name: 'Marcas' });
    await marcas.getByRole('button', { name: 'Enviar' }).click();
    await expect(marcas.getByText('Debes slecionar una marca')).toBeVisible();
    const selector = marcas.getByRole('combobox', { name: 'Marca', exact: true });
    const ofrecidas = (await selector.locator('option').allTextContents()).filter(
      (t) => t !== 'Seleccione una marca',
    );
    expect(ofrecidas.length).toBeGreaterThanOrEqual(2);
    const [a, b] = ofrecidas as [string, string];
    for (const nombre of [a, b]) {
      await selector.selectOption({ label: nombre });
      await marcas.getByRole('button', { name: 'Enviar' }).click();
      await expect(
        marcas.getByRole('list', { name: 'Lista de marcas' }).getByRole('listitem').first(),
      ).toContainText(nombre);
    }
    const lista = marcas.getByRole('list', { name: 'Lista de marcas' }).getByRole('listitem');
    await expect(lista.nth(0)).toContainText(b);
    await expect(lista.nth(0)).toContainText('Juliana Restrepo Gómez');
    await expect(lista.nth(1)).toContainText(a);
    // The widget no longer offers the applied marks; the server refuses a repeat with its message.
    await expect(selector.locator('option', { hasText: a })).toHaveCount(0);
    await expect(selector.locator('option', { hasText: b })).toHaveCount(0);
    const tipos = await siExiste(api.hojasDeVida.tiposMarca.query({ candidatoId: hv.candidatoId }));
    const tipoA = tipos!.find((t) => t.nombre === a)!;
    const origen = new URL(page.url()).origin;
    const res = await page.request.post(`${origen}/trpc/hojasDeVida.marcar`, {
      headers: { 'content-type': 'application/json', origin: origen, 'x-talento-portal': 'staff' },
      data: { json: { candidatoId: hv.candidatoId, tipoMarcaId: tipoA.id } },
    });
    expect(res.status()).toBe(409);
    expect(JSON.stringify(await res.json())).toContain(
      'La hoja de vida ya tiene esta marca; cada marca se aplica una sola vez.',
    );
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Marcas' })
        .getByRole('list', { name: 'Lista de marcas' })
        .getByRole('listitem'),
    ).toHaveCount(2);
  });

  test('[HV] trazabilidad en pedidos de 5 en 5; sin pedidos lo dice; sin ver_trazabilidad muestra el detalle y el error', async ({
    page,
    entrar,
    paginaDe,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    await entrar('jefe');
    const vacio = await buscarCandidato(apiDe('jefe'), (_r, t) => t.total === 0, 100);
    await page.goto(`/hv/${vacio.candidatoId}`);
    await page.getByRole('button', { name: 'Trazabilidad' }).click();
    await expect(page.getByText('Candidato no cuenta con trazabilidad')).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar' }).click();

    // The same free candidate goes through six orders (added, then removed) through the orders API.
    const pedidos: number[] = [];
    for (let id = 1; id <= 120 && pedidos.length < 6; id++) {
      const p = await siExiste(api.pedidos.detalle.query({ id }));
      if (p && p.estado >= 2 && p.estado <= 4) pedidos.push(p.id);
    }
    expect(pedidos).toHaveLength(6);
    for (const pedidoId of pedidos) {
      const agregado = await siExiste(
        api.candidatosPedido.agregar.mutate({ pedidoId, candidatoId: vacio.candidatoId }),
      );
      expect(agregado, `agregar al pedido ${pedidoId}`).not.toBeNull();
      expect(
        await siExiste(api.candidatosPedido.remover.mutate({ id: agregado!.id, version: agregado!.version })),
      ).not.toBeNull();
    }
    await page.reload();
    await page.getByRole('button', { name: 'Trazabilidad' }).click();
    const tabla = page.getByRole('table', { name: 'Trazabilidad del candidato' });
    await expect(tabla.locator('tbody tr')).toHaveCount(5);
    await expect(page.getByText('Página 1 de 2')).toBeVisible();
    await expect(tabla.locator('tbody tr').first()).toContainText(String(pedidos[5]));
    await expect(tabla.locator('tbody tr').first()).toContainText('Agregado a pedido');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Página 2 de 2')).toBeVisible();
    await expect(tabla.locator('tbody tr')).toHaveCount(1);
    await expect(tabla.locator('tbody tr').first()).toContainText(String(pedidos[0]));

    const gerente = await paginaDe('gerente', `/hv/${vacio.candidatoId}`);
    await gerente.getByRole('button', { name: 'Trazabilidad' }).click();
    await expect(gerente.getByText('Usted no posee permisos para ingresar a esta sección')).toBeVisible();
    await expect(gerente.getByText('Ocurrio un error al traer la trazabilidad.')).toBeVisible();
  });

  test('[HV] pruebas digitales: pruebas requeridas por el pedido y edición del comentario de una video entrevista', async ({
    page,
    entrar,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    await entrar('jefe');
    // A seeded candidate whose latest ratings include one of an order with interview answers.
    let encontrado: { candidatoId: number; pedidoId: number; calificacionId: number } | null = null;
    for (let id = 1; id <= 300 && !encontrado; id++) {
      const r = await siExiste(api.hojasDeVida.pruebasDigitales.query({ candidatoId: id }));
      const q = r?.calificaciones.find((c) => c.pedidoId !== null && c.entrevistas.length >= 2);
      if (q) encontrado = { candidatoId: id, pedidoId: q.pedidoId!, calificacionId: q.id };
    }
    expect(encontrado, 'candidato demo con video entrevistas').not.toBeNull();
    const { candidatoId, pedidoId, calificacionId } = encontrado!;
    const conPedido = await siExiste(api.hojasDeVida.pruebasDigitales.query({ candidatoId, pedidoId }));
    const nombres = conPedido!.pruebasRequeridasPedido!.map((p) => p.nombre);
    expect(nombres).toContain('Video entrevista');

    await page.goto(`/hv/${candidatoId}?pedido_id=${pedidoId}`);
    const panel = page.getByRole('region', { name: 'Pruebas digitales' });
    await expect(panel.getByLabel('Pruebas requeridas por el pedido')).toHaveText(
      `Pruebas requeridas por el pedido: ${nombres.join(', ')}`,
    );
    // Switching "Solo del pedido" off keeps the line.
    await panel.getByLabel(`Solo del pedido ${pedidoId}`).uncheck();
    await expect(panel.getByLabel('Pruebas requeridas por el pedido')).toContainText(nombres[0]!);

    const calificacion = panel.getByLabel(`Calificación ${calificacionId}`);
    const entrevista = calificacion.getByRole('listitem', { name: 'Entrevista 2', exact: true });
    await entrevista.getByRole('button', { name: 'Editar comentario de la entrevista 2' }).click();
    const area = entrevista.getByRole('textbox', { name: 'Comentario de la entrevista 2' });
    await area.fill('   ');
    await entrevista.getByRole('button', { name: 'Guardar' }).click();
    await expect(entrevista.getByText('Debes escribir el comentario')).toBeVisible();
    await entrevista.getByRole('button', { name: 'Cancelar' }).click();
    await expect(area).toBeHidden();

    const texto = `Buena comunicación y ejemplos concretos ${Date.now()}`;
    await entrevista.getByRole('button', { name: 'Editar comentario de la entrevista 2' }).click();
    await area.fill(texto);
    await entrevista.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Comentario de la entrevista actualizado exitosamente')).toBeVisible();
    await expect(area).toBeHidden();
    await expect(entrevista).toContainText(texto);
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Pruebas digitales' })
        .getByLabel(`Calificación ${calificacionId}`)
        .getByRole('listitem', { name: 'Entrevista 2', exact: true }),
    ).toContainText(texto);

    // An order that requires no test shows the spec's empty text.
    let sinPruebas: number | null = null;
    for (let id = 1; id <= 150 && sinPruebas === null; id++) {
      const r = await siExiste(api.hojasDeVida.pruebasDigitales.query({ candidatoId, pedidoId: id }));
      if (r?.pruebasRequeridasPedido?.length === 0) sinPruebas = id;
    }
    expect(sinPruebas, 'pedido demo sin pruebas').not.toBeNull();
    await page.goto(`/hv/${candidatoId}?pedido_id=${sinPruebas}`);
    await expect(
      page.getByRole('region', { name: 'Pruebas digitales' }).getByLabel('Pruebas requeridas por el pedido'),
    ).toHaveText('No hay ningúna prueba requerida...');
  });
});
