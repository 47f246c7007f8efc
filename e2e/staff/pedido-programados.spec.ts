import {
  formatoNumero,
  MENSAJES_INVITACION_PRUEBAS,
  MENSAJES_PROGRAMACION_PRUEBAS,
  MENSAJES_PRUEBAS_PEDIDO,
} from '@talento/rules';
import { aviso } from '../support/avisos';
import { expect, test } from '../support/fixtures';
import { publicarResultado } from '../support/plataforma-pruebas';

test.describe('[PRUEBAS] candidatos programados y resultados de la plataforma', () => {
  test('[PRUEBAS] se invita a dos personas desde el pedido y se programa su entrevista; se desmarca una prueba; la plataforma publica los resultados de una: presentada y bloqueada, puntaje en el pedido y selección desbloqueada', async ({
    page,
    entrar,
    fabricas,
    apiDe,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = apiDe('jefe');
    const pedido = await fabricas.pedido({ estado: 2 });
    await entrar('jefe', `/pedido-programados/${pedido.id}`);
    await expect(page.getByText('El pedido no tiene candidatos programados')).toBeVisible();

    const ana = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    const beto = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    const opciones = await api.pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    const padre = opciones.competencias.find((c) => c.padreId === null)!;
    await api.pedidos.definirPruebas.mutate({
      pedidoId: pedido.id,
      version: opciones.pedido.version,
      fac: false,
      idisc: false,
      valores: null,
      detac: opciones.detac[0]!.codigo,
      competencias: [padre.id],
      entrevista: [{ pregunta: '¿Por qué este cargo?', tiempo: 1 }],
    });

    // From the order: the tests panel shows the "create process" call, Pendiente (the e2e server has no platform URL).
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    const panelPruebas = page.getByRole('region', { name: 'Pruebas', exact: true });
    await expect(panelPruebas.getByText('Pendiente', { exact: true })).toBeVisible();
    await expect(panelPruebas.getByText(MENSAJES_PRUEBAS_PEDIDO.plataformaNoConfigurada)).toBeVisible();

    // Bulk invitation: a bad e-mail is refused on the field; only the order's tests are offered.
    await page.getByRole('button', { name: 'Invitar candidatos por correo' }).click();
    const modal = page.getByRole('dialog', { name: 'Invitar candidatos por correo' });
    await expect(modal.getByText(MENSAJES_PRUEBAS_PEDIDO.plataformaNoConfiguradaInvitaciones)).toHaveCount(0);
    await expect(modal.getByRole('checkbox')).toHaveCount(2);
    const correos = modal.getByLabel(/^Correos/);
    await correos.fill(`${ana.persona.email}; x@y`);
    await modal.getByLabel('DETAC', { exact: true }).check();
    await modal.getByLabel('Competencias', { exact: true }).check();
    await modal.getByRole('button', { name: 'Invitar' }).click();
    await expect(modal.getByText(MENSAJES_PRUEBAS_PEDIDO.correoNoValido('x@y'))).toBeVisible();
    await correos.fill(`${ana.persona.email}; ${beto.persona.email}`);
    await modal.getByRole('button', { name: 'Invitar' }).click();
    await expect(aviso(page, MENSAJES_INVITACION_PRUEBAS.invitados(2))).toBeVisible();
    await expect(modal).toBeHidden();

    // Bulk video-interview scheduling, offered because the order has a video interview.
    await page.getByRole('button', { name: 'Programar video entrevistas' }).click();
    const modalEntrevista = page.getByRole('dialog', { name: 'Programar video entrevistas' });
    await modalEntrevista.getByLabel(/^Correos/).fill(`${ana.persona.email};${beto.persona.email}`);
    await modalEntrevista.getByRole('button', { name: 'Programar' }).click();
    await expect(aviso(page, MENSAJES_INVITACION_PRUEBAS.entrevistasProgramadas(2))).toBeVisible();
    await expect(modalEntrevista).toBeHidden();

    // The scheduled candidates: DETAC, competencies and interview ticked; tests not defined show "—".
    await page.getByRole('link', { name: 'Candidatos programados' }).click();
    const tabla = page.getByRole('table', { name: 'Candidatos programados' });
    const correoAna = ana.persona.email.toLowerCase();
    const correoBeto = beto.persona.email.toLowerCase();
    const casilla = (correo: string, prueba: string) =>
      tabla.getByRole('checkbox', { name: `${prueba} de ${correo}` });
    for (const correo of [correoAna, correoBeto]) {
      for (const prueba of ['DETAC', 'Competencias', 'Entrevista']) {
        await expect(casilla(correo, prueba)).toBeChecked();
        await expect(casilla(correo, prueba)).toBeEnabled();
      }
      await expect(casilla(correo, 'FAC')).toHaveCount(0);
      await expect(casilla(correo, 'IDISC')).toHaveCount(0);
    }
    const filaBeto = tabla.getByRole('row').filter({ hasText: correoBeto });
    await expect(filaBeto.getByText('FAC: no definida en el pedido')).toHaveCount(1);
    await expect(filaBeto.getByText('Pendiente', { exact: true })).toBeVisible();
    await expect(page.getByText(MENSAJES_PRUEBAS_PEDIDO.plataformaNoConfiguradaInvitaciones)).toBeVisible();

    // Untick one test of one row: saved at once, still unticked after a reload.
    await casilla(correoBeto, 'Competencias').uncheck();
    await expect(aviso(page, MENSAJES_PROGRAMACION_PRUEBAS.noProgramada)).toBeVisible();
    await page.reload();
    await expect(casilla(correoBeto, 'Competencias')).not.toBeChecked();
    await expect(filaBeto.getByText('No programada', { exact: true })).toHaveCount(1);

    // Single scheduling from a row.
    await filaBeto.getByRole('button', { name: `Programar entrevista de ${correoBeto}` }).click();
    await page
      .getByRole('dialog', { name: 'Programar entrevista' })
      .getByRole('button', { name: 'Programar' })
      .click();
    await expect(aviso(page, MENSAJES_PROGRAMACION_PRUEBAS.entrevistaProgramada)).toBeVisible();

    const r = await publicarResultado(baseURL!, {
      idResultado: `e2e-${pedido.id}-ana`,
      pedidoId: pedido.id,
      correo: ana.persona.email,
      urlInforme: 'https://plataforma.example/informes/ana',
      pruebas: [
        { codigo: 'DETAC', puntaje: 90 },
        { codigo: 'COMPETENCIAS', puntaje: 70 },
        { codigo: 'ENTREVISTA', puntaje: 60 },
      ],
      entrevistas: [{ orden: 0, pregunta: '¿Por qué este cargo?', video: null }],
    });
    expect(r.status).toBe(200);

    // Presented tests are ticked and locked; the other person's stay as they were.
    await page.reload();
    const filaAna = tabla.getByRole('row').filter({ hasText: correoAna });
    await expect(filaAna.getByText('Presentada', { exact: true })).toHaveCount(3);
    for (const prueba of ['DETAC', 'Competencias', 'Entrevista']) {
      await expect(casilla(correoAna, prueba)).toBeChecked();
      await expect(casilla(correoAna, prueba)).toBeDisabled();
    }
    await expect(filaAna.getByRole('button', { name: /Programar entrevista/ })).toHaveCount(0);
    await expect(filaBeto.getByText('Programada', { exact: true })).toHaveCount(2);
    await expect(filaBeto.getByText('Presentada', { exact: true })).toHaveCount(0);
    await expect(casilla(correoBeto, 'DETAC')).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Volver al pedido' })).toHaveAttribute(
      'href',
      `/pedido-detail/${pedido.id}`,
    );

    // The order: Ana first among the pre-selected, with her weighted score; Beto cannot be selected yet, Ana can.
    const lista = await api.candidatosPedido.listar.query({ pedidoId: pedido.id });
    const conPuntaje = lista.preseleccionados.find((x) => x.id === ana.id)!;
    expect(conPuntaje.puntajeGlobal).not.toBeNull();
    await page.goto(`/pedido-detail/${pedido.id}`);
    const pre = page.getByRole('region', { name: /^Preseleccionados/ });
    await expect(pre.getByRole('listitem').first()).toHaveAccessibleName(ana.persona.nombre);
    await expect(pre.getByRole('listitem', { name: ana.persona.nombre })).toContainText(
      `Puntaje: ${formatoNumero(conPuntaje.puntajeGlobal, 0)}`,
    );
    // Beto's "Seleccionar" says beforehand why the server would refuse it (a test he has not done), and does nothing.
    const deBeto = pre
      .getByRole('listitem', { name: beto.persona.nombre })
      .getByRole('button', { name: 'Seleccionar' });
    await expect(deBeto).toHaveAttribute('aria-disabled', 'true');
    await expect(deBeto).toHaveAccessibleDescription(/^No ha realizado (?!FAC)/);
    await pre
      .getByRole('listitem', { name: ana.persona.nombre })
      .getByRole('button', { name: 'Seleccionar' })
      .click();
    await expect(
      page
        .getByRole('region', { name: /^Seleccionados/ })
        .getByRole('listitem', { name: ana.persona.nombre }),
    ).toBeVisible();

    // Ana's CV: the rating of this order with its tests, and the interview whose video the platform no longer keeps.
    await page.goto(`/hv/${ana.persona.id}`);
    const calificacion = page.getByRole('listitem').filter({ hasText: `Pedido ${pedido.id}` });
    await expect(calificacion.getByRole('table')).toContainText('DETAC');
    await expect(calificacion.getByText('El video fue borrado por antiguedad.')).toBeVisible();
  });
});
