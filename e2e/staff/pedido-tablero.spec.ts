import type { Page } from '@playwright/test';
import {
  formatoDinero,
  formatoFecha,
  MENSAJES_INVITACION_PRUEBAS,
  MENSAJES_PEDIDOS,
  MENSAJES_PIPELINE,
  textoDiasRestantes,
} from '@talento/rules';
import { expect, test } from '../support/fixtures';
import { aviso, enPantalla } from '../support/avisos';

/** The procedures of each /trpc request the page sends (a batch names several, comma-separated). */
function registrarLotes(page: Page): string[][] {
  const lotes: string[][] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/trpc/'))
      lotes.push(decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(','));
  });
  return lotes;
}

test.describe('[PEDIDOS] detalle como tablero de candidatos', () => {
  test('[PEDIDOS] los datos clave del pedido están arriba y la pantalla llega en una sola petición', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const p = await fabricas.pedidoEnSeleccion({ enviados: 2 });
    await fabricas.candidatoEnPedido({ pedidoId: p.id, seleccionado: true });
    const detalle = await apiDe('jefe').pedidos.detalle.query({ id: p.id });
    await entrar('jefe');
    const lotes = registrarLotes(page);
    await page.goto(`/pedido-detail/${p.id}`);

    const clave = page.getByLabel('Datos clave del pedido');
    await expect(clave).toContainText(
      `Vacantes cubiertas${detalle.vacantesCumplidas} de ${detalle.vacantes}`,
    );
    await expect(clave).toContainText(`Fecha de ingreso${formatoFecha(detalle.fechaIngreso) || '—'}`);
    await expect(clave).toContainText(`Días restantes${textoDiasRestantes(detalle.diasRestantes).texto}`);
    await expect(clave).toContainText(`Salario${formatoDinero(detalle.salario) || '—'}`);
    // In sight without scrolling at 1440×900, and so are the first candidates.
    const caja = (await clave.boundingBox())!;
    expect(caja.y + caja.height).toBeLessThan(page.viewportSize()!.height);
    await expect(
      page.getByRole('region', { name: 'Enviado a cliente (2)' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(page.getByTestId('fac-candidato')).toHaveCount(3);

    // The order, its candidates, their FAC scores, tests, comments, log and sendings: one request.
    const deLaPantalla = [
      'pedidos.detalle',
      'candidatosPedido.listar',
      'fac.resultadosPedido',
      'pedidos.opcionesPruebas',
      'pedidos.comentarios',
      'pedidos.eventos',
      'candidatosPedido.estadoCorreos',
    ];
    const conDatos = lotes.filter((l) => l.some((r) => deLaPantalla.includes(r)));
    expect(conDatos).toHaveLength(1);
    expect([...conDatos[0]!].sort()).toEqual(expect.arrayContaining([...deLaPantalla].sort()));
  });

  test('[PEDIDOS] vista de tabla: ordena, se recorre con el teclado, actúa en lote y se recuerda', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    const pre1 = await fabricas.personaSeleccionable(pedido.id);
    const pre2 = await fabricas.personaSeleccionable(pedido.id);
    for (const x of [pre1, pre2])
      await api.candidatosPedido.agregar.mutate({ pedidoId: pedido.id, candidatoId: x.id });
    const nombres = [pre1.nombre, pre2.nombre, pedido.enviados[0]!.persona.nombre];
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    await expect(page.getByRole('region', { name: 'Preseleccionados (2)' })).toBeVisible();

    const vista = page.getByRole('group', { name: 'Vista de candidatos' });
    await vista.getByRole('button', { name: 'Tabla' }).click();
    await expect(vista.getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'true');
    const tabla = page.getByRole('table', { name: 'Tabla de candidatos' });
    const filas = tabla.locator('tbody > tr');
    await expect(filas).toHaveCount(3);
    await expect(page.getByRole('region', { name: /^Preseleccionados/ })).toHaveCount(0);

    // Sorted by name on the header's click (Spanish order), then reversed.
    const primeraColumna = () => filas.getByRole('link').allTextContents();
    const ordenados = [...nombres].sort((a, b) => a.localeCompare(b, 'es'));
    await tabla.getByRole('button', { name: 'Candidato' }).click();
    await expect.poll(primeraColumna).toEqual(ordenados);
    await tabla.getByRole('button', { name: 'Candidato' }).click();
    await expect.poll(primeraColumna).toEqual([...ordenados].reverse());

    // The arrows move between rows.
    await filas.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(filas.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(filas.nth(2)).toBeFocused();

    // The two pre-selected ones, marked in the table, selected together from the sticky bar.
    await tabla.getByLabel(`Seleccionar ${pre1.nombre}`).check();
    await tabla.getByLabel(`Seleccionar ${pre2.nombre}`).check();
    const barra = page.getByRole('region', { name: 'Acciones con los candidatos marcados' });
    await expect(barra.getByRole('status')).toHaveText('2 candidatos marcados');
    await barra.getByRole('button', { name: 'Seleccionar (2)' }).click();
    await expect(enPantalla(page, 'Se seleccionaron 2 candidatos')).toBeVisible();
    await expect(barra).toHaveCount(0);
    const lista = await api.candidatosPedido.listar.query({ pedidoId: pedido.id });
    expect(lista.preseleccionados).toEqual([]);
    expect(lista.seleccionados.map((c) => c.nombre)).toEqual(
      expect.arrayContaining([pre1.nombre, pre2.nombre]),
    );

    // The choice of view is remembered in this browser.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Tabla de candidatos' }).locator('tbody > tr')).toHaveCount(
      3,
    );
  });

  test('[PEDIDOS] en lote: valida dos enviados tras confirmar e invita a pruebas a los marcados con sus correos', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 2 });
    const opciones = await api.pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    await api.pedidos.definirPruebas.mutate({
      pedidoId: pedido.id,
      version: opciones.pedido.version,
      fac: false,
      idisc: false,
      valores: null,
      detac: opciones.detac[0]!.codigo,
      competencias: [opciones.competencias.find((c) => c.padreId === null)!.id],
      entrevista: [{ pregunta: '¿Por qué este cargo?', tiempo: 1 }],
    });
    const [a, b] = pedido.enviados.map((e) => e.persona) as [
      (typeof pedido.enviados)[number]['persona'],
      (typeof pedido.enviados)[number]['persona'],
    ];
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    const barra = page.getByRole('region', { name: 'Acciones con los candidatos marcados' });
    await page.getByLabel('Marcar todos en enviado a cliente').check();
    await expect(barra.getByRole('status')).toHaveText('2 candidatos marcados');

    // Invite the marked people: the modal opens with their e-mails in the box.
    await barra.getByRole('button', { name: 'Invitar a pruebas (2)' }).click();
    const invitar = page.getByRole('dialog', { name: 'Invitar candidatos por correo' });
    await expect(invitar.getByLabel(/^Correos/)).toHaveValue(`${a.email}; ${b.email}`);
    await invitar.getByLabel('DETAC', { exact: true }).check();
    await invitar.getByRole('button', { name: 'Invitar' }).click();
    await expect(aviso(page, MENSAJES_INVITACION_PRUEBAS.invitados(2))).toBeVisible();
    await expect(invitar).toBeHidden();

    // Validate both: confirmed first (no undo), naming how many; then both are "Validado por cliente".
    await barra.getByRole('button', { name: 'Validar (2)' }).click();
    const confirmacion = page.getByRole('dialog', { name: 'Confirmar cambio de estado' });
    await expect(confirmacion).toContainText('¿Validar a 2 candidatos?');
    await confirmacion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('region', { name: 'Enviado a cliente (2)' })).toBeVisible();
    await barra.getByRole('button', { name: 'Validar (2)' }).click();
    await confirmacion.getByRole('button', { name: 'Validar' }).click();
    await expect(enPantalla(page, 'Se validaron 2 candidatos')).toBeVisible();
    const validados = page.getByRole('region', { name: /^Validado por cliente \(2\)/ });
    for (const x of [a, b]) await expect(validados.getByRole('listitem', { name: x.nombre })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Enviado a cliente/ })).toHaveCount(0);
  });

  test('[PEDIDOS] «Seleccionar» que el servidor negaría se ve no disponible con su motivo, antes del clic', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    const lista = await fabricas.personaSeleccionable(pedido.id);
    const sinTerminar = await fabricas.personaSeleccionable(pedido.id, { productoTerminado: false });
    for (const x of [lista, sinTerminar])
      await apiDe('jefe').candidatosPedido.agregar.mutate({ pedidoId: pedido.id, candidatoId: x.id });
    await entrar('psicologa', `/pedido-detail/${pedido.id}`);
    // The order may carry other pre-selected people of its factory: each row is found by name, never by counts.
    const pre = page.getByRole('region', { name: /^Preseleccionados \(\d+\)/ });

    // The psychologist is not a super user: reading (c) refuses her; the button says so on hover and on focus.
    const negado = pre
      .getByRole('listitem', { name: sinTerminar.nombre })
      .getByRole('button', { name: 'Seleccionar' });
    await expect(negado).toHaveAttribute('aria-disabled', 'true');
    await expect(negado).toHaveAccessibleDescription(MENSAJES_PIPELINE.productoTerminado);
    await negado.hover();
    await expect(page.getByRole('tooltip', { name: MENSAJES_PIPELINE.productoTerminado })).toBeVisible();
    // A click anyway (Playwright waits for an enabled control: forced, as a user's would land) changes nothing.
    await negado.click({ force: true });
    await expect(pre.getByRole('listitem', { name: sinTerminar.nombre })).toBeVisible();

    // Marked together, the bar counts only the one the server would accept.
    for (const x of [lista, sinTerminar]) await page.getByLabel(`Marcar a ${x.nombre}`).check();
    const barra = page.getByRole('region', { name: 'Acciones con los candidatos marcados' });
    await expect(barra.getByRole('status')).toHaveText('2 candidatos marcados');
    await barra.getByRole('button', { name: 'Seleccionar (1)' }).click();
    await expect(pre.getByRole('listitem', { name: lista.nombre })).toHaveCount(0);
    await expect(pre.getByRole('listitem', { name: sinTerminar.nombre })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /^Seleccionados \(\d+\)$/ })
        .getByRole('listitem', { name: lista.nombre }),
    ).toBeVisible();
  });

  test('[PEDIDOS] «Pasar a la siguiente etapa» y «Finalizar pedido» que la etapa negaría dicen por qué antes del clic', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    // Stage 2 without a selected candidate: the spec's message, on the button and under it.
    const sinSeleccion = await fabricas.pedido({ estado: 2, fac: true });
    await entrar('jefe', `/pedido-detail/${sinSeleccion.id}`);
    const etapas = page.getByRole('region', { name: 'Etapas del pedido' });
    const pasar = etapas.getByRole('button', { name: 'Pasar a la siguiente etapa' });
    await expect(pasar).toHaveAttribute('aria-disabled', 'true');
    await expect(pasar).toHaveAccessibleDescription(MENSAJES_PEDIDOS.alMenosUnSeleccionado);
    await pasar.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('estado-pedido')).toHaveText('Preselección');

    // Stage 4 with vacancies to fill: "Finalizar pedido" says so; the order stays in stage 4.
    const enSeleccion = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    const { version } = await api.pedidos.detalle.query({ id: enSeleccion.id });
    await api.pedidos.avanzarEtapa.mutate({ id: enSeleccion.id, version });
    await page.goto(`/pedido-detail/${enSeleccion.id}`);
    const finalizar = etapas.getByRole('button', { name: 'Finalizar pedido' });
    await expect(finalizar).toHaveAccessibleDescription(MENSAJES_PEDIDOS.vacantesIncompletas);
    await finalizar.focus();
    await expect(page.getByRole('tooltip', { name: MENSAJES_PEDIDOS.vacantesIncompletas })).toBeVisible();
    await finalizar.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
