import { MENSAJES_CORREOS_PEDIDO, MENSAJES_PRUEBAS_PEDIDO } from '@talento/rules';
import { aviso, enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

test.describe('[PRUEBAS] el ciclo de las pruebas del pedido se cierra', () => {
  test('[PRUEBAS] un solo camino de invitación (solo las pruebas del pedido); lo elegido se ve en el pedido y las preguntas se reemplazan', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    const api = apiDe('jefe');
    const pedido = await fabricas.pedido({ estado: 2 });
    await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    const o = await api.pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    const padre = o.competencias.find(
      (c) => c.padreId === null && o.competencias.some((s) => s.padreId === c.id),
    )!;
    const sub = o.competencias.find((c) => c.padreId === padre.id)!;
    const tiempo = o.tiempos.at(-1)!;
    const preguntas = Array.from({ length: Math.max(2, o.limites.minPreguntasEntrevista) }, (_, i) => ({
      pregunta: `Pregunta original ${i + 1}`,
      tiempo: tiempo.minutos,
    })).slice(0, o.limites.maxPreguntasEntrevista);
    await api.pedidos.definirPruebas.mutate({
      pedidoId: pedido.id,
      version: o.pedido.version,
      fac: false,
      idisc: false,
      valores: null,
      detac: o.detac[0]!.codigo,
      competencias: [padre.id, sub.id],
      entrevista: preguntas,
    });

    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    // One invitation path: the candidates panel no longer has its own, the order's offers only its tests.
    await expect(page.getByRole('region', { name: /^Preseleccionados/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Invitar.*correo/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Invitar candidatos por correo' }).click();
    const invitar = page.getByRole('dialog', { name: 'Invitar candidatos por correo' });
    await expect(invitar.getByRole('checkbox')).toHaveCount(2);
    await expect(invitar.getByLabel('DETAC', { exact: true })).toBeVisible();
    await expect(invitar.getByLabel('Competencias', { exact: true })).toBeVisible();
    await invitar.getByRole('button', { name: 'Cancelar' }).click();

    // What was chosen is on the order: DETAC variant, competency with its sub-competency, questions with times.
    const panel = page.getByRole('region', { name: 'Pruebas', exact: true });
    await expect(panel.getByText(o.detac[0]!.nombre, { exact: true })).toBeVisible();
    await expect(panel.getByText(`${padre.nombre} (${sub.nombre})`)).toBeVisible();
    const lista = panel.getByRole('list', { name: 'Preguntas de la video entrevista' });
    await expect(lista.getByRole('listitem')).toHaveCount(preguntas.length);
    await expect(lista.getByRole('listitem').first()).toContainText(`Pregunta original 1 · ${tiempo.nombre}`);

    // Replace the questions: the first one rewritten, the last one removed (if the minimum allows), saved.
    await panel.getByRole('button', { name: 'Reemplazar preguntas' }).click();
    const modal = page.getByRole('dialog', { name: 'Reemplazar preguntas de la video entrevista' });
    await expect(modal.getByLabel(/^Pregunta \d+/)).toHaveCount(preguntas.length);
    await modal.getByLabel('Pregunta 1').fill('¿Qué lo trae a este cargo?');
    const quedan =
      preguntas.length > o.limites.minPreguntasEntrevista ? preguntas.length - 1 : preguntas.length;
    if (quedan < preguntas.length) await modal.getByRole('button', { name: 'Quitar' }).last().click();
    await modal.getByRole('button', { name: 'Guardar preguntas' }).click();
    await expect(enPantalla(page, MENSAJES_PRUEBAS_PEDIDO.preguntasReemplazadas)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(lista.getByRole('listitem')).toHaveCount(quedan);
    await expect(lista.getByRole('listitem').first()).toContainText('¿Qué lo trae a este cargo?');
    const despues = await api.pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    expect(despues.pedido.entrevista[0]).toEqual({
      pregunta: '¿Qué lo trae a este cargo?',
      tiempo: tiempo.minutos,
    });
    expect(despues.pedido.entrevista).toHaveLength(quedan);
  });

  test('[PRUEBAS] la video entrevista sin preguntas dice la regla junto al campo y los límites de competencias se ven antes de enviar', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    const o = await apiDe('psicologa').pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    await entrar('psicologa', `/pedido-detail/${pedido.id}`);
    await page.getByRole('button', { name: 'Agregar pruebas' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar pruebas al pedido' });
    await modal.getByLabel('Competencias', { exact: true }).check();
    await expect(
      modal.getByRole('group', {
        name: new RegExp(
          `máximo ${o.limites.maxCompetencias} competencias y ${o.limites.maxSubCompetencias} subcompetencias`,
        ),
      }),
    ).toBeVisible();
    await modal.getByLabel('Competencias', { exact: true }).uncheck();

    await modal.getByLabel('Video entrevista').check();
    const quitar = modal.getByRole('button', { name: 'Quitar' });
    while ((await quitar.count()) > 0) await quitar.first().click();
    await modal.getByRole('button', { name: 'Agregar pruebas' }).click();
    await expect(
      modal
        .getByRole('group', { name: /Preguntas de la video entrevista/ })
        .getByText(
          MENSAJES_PRUEBAS_PEDIDO.preguntasRango(
            o.limites.minPreguntasEntrevista,
            o.limites.maxPreguntasEntrevista,
          ),
        ),
    ).toBeVisible();
  });

  test('[PRUEBAS] un panel de envíos por clase: la llamada rechazada por la plataforma no es un correo y Reintentar la deja pendiente', async ({
    page,
    entrar,
    fabricas,
    apiDe,
    base,
  }) => {
    const api = apiDe('jefe');
    const pedido = await fabricas.pedido({ estado: 2 });
    const o = await api.pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    await api.pedidos.definirPruebas.mutate({
      pedidoId: pedido.id,
      version: o.pedido.version,
      fac: false,
      idisc: true,
      valores: null,
      detac: null,
      competencias: null,
      entrevista: null,
    });
    const correo = `plataforma-${pedido.id}@correo.test`;
    await api.pedidos.invitarPruebas.mutate({ pedidoId: pedido.id, correos: correo, pruebas: ['IDISC'] });
    await base.query(
      `update mensaje_saliente set estado = 2, intentos = 1, ultimo_error = 'La plataforma rechazó la invitación'
        where tipo = 'pruebas' and destino = 'invitacion' and referencia = $1`,
      [`pedido:${pedido.id}`],
    );

    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    const envios = page.getByRole('region', { name: 'Envíos del pedido' });
    await expect(envios.getByRole('region', { name: 'Correos' })).not.toContainText('invitacion');
    const plataforma = envios.getByRole('region', { name: 'Plataforma de pruebas' });
    await expect(
      plataforma.getByRole('listitem').filter({ hasText: 'Crear el proceso de pruebas' }),
    ).toHaveCount(1);
    const fila = plataforma.getByRole('listitem').filter({ hasText: 'Invitación a pruebas' });
    await expect(fila).toContainText(`Persona: ${correo}`);
    await expect(fila.getByTestId('estado-correo')).toHaveText('Error');
    await expect(fila).toContainText('La plataforma rechazó la invitación');
    await fila.getByRole('button', { name: 'Reintentar' }).click();
    await expect(aviso(page, MENSAJES_CORREOS_PEDIDO.reintentadaLlamada)).toBeVisible();
    await expect(fila.getByTestId('estado-correo')).toHaveText('Pendiente');
    await expect(fila.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  });

  test('[PRUEBAS] /pedido-programados a 1440 px deja en pantalla el estado en la plataforma y las acciones', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    const pedido = await fabricas.pedido({ estado: 2 });
    const o = await api.pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    const padre = o.competencias.find((c) => c.padreId === null)!;
    await api.pedidos.definirPruebas.mutate({
      pedidoId: pedido.id,
      version: o.pedido.version,
      fac: false,
      idisc: true,
      valores: null,
      detac: o.detac[0]!.codigo,
      competencias: [padre.id],
      entrevista: [{ pregunta: '¿Por qué este cargo?', tiempo: 1 }],
    });
    const correo = `una.direccion.bastante.larga.${pedido.id}@correo-de-pruebas.test`;
    await api.pedidos.invitarPruebas.mutate({
      pedidoId: pedido.id,
      correos: correo,
      pruebas: ['DETAC', 'COMPETENCIAS', 'IDISC'],
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await entrar('jefe', `/pedido-programados/${pedido.id}`);
    const tabla = page.getByRole('table', { name: 'Candidatos programados' });
    await expect(tabla.getByRole('row').filter({ hasText: correo })).toBeVisible();
    for (const nombre of ['Plataforma de pruebas', 'Acciones']) {
      const caja = await tabla.getByRole('columnheader', { name: nombre }).boundingBox();
      expect(caja, nombre).not.toBeNull();
      expect(caja!.x + caja!.width, nombre).toBeLessThanOrEqual(1440);
    }
    const accion = tabla.getByRole('button', { name: `Programar entrevista de ${correo}` });
    await expect(accion).toBeInViewport();
    // Nothing hides to the right: the table's box does not scroll sideways.
    const desborde = await page
      .getByRole('group', { name: 'Candidatos programados' })
      .evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(desborde).toBeLessThanOrEqual(0);
  });
});
