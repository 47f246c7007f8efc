import { expect, test } from '../support/fixtures';
import { publicarResultado } from '../support/plataforma-pruebas';

test.describe('[PRUEBAS] candidatos programados y resultados de la plataforma', () => {
  test('[PRUEBAS] dos personas invitadas; la plataforma publica los resultados de una: presentada, puntaje en el pedido y selección desbloqueada', async ({
    page,
    entrar,
    fabricas,
    apiDe,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const api = apiDe('jefe');
    const pedido = await fabricas.pedido({ estado: 2 });
    await entrar('jefe', `/pedido-programados/${pedido.id}`);
    await expect(page.getByText('El pedido no tiene candidatos programados')).toBeVisible();

    const ana = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    const beto = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    const opciones = await api.pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    const padre = opciones.competencias.find((c) => c.padreId === null)!;
    await api.pedidos.definirPruebas.mutate({
      pedidoId: pedido.id, version: opciones.pedido.version, fac: false, idisc: false, valores: null,
      detac: opciones.detac[0]!.codigo, competencias: [padre.id], entrevista: [{ pregunta: '¿Por qué este cargo?', tiempo: 1 }],
    });
    const correos = `${ana.persona.email};${beto.persona.email}`;
    await api.pedidos.invitarPruebas.mutate({ pedidoId: pedido.id, correos, pruebas: ['DETAC', 'COMPETENCIAS'] });
    await api.pedidos.invitarPruebas.mutate({ pedidoId: pedido.id, correos, pruebas: 'entrevista' });

    const r = await publicarResultado(baseURL!, {
      idResultado: `e2e-${pedido.id}-ana`,
      pedidoId: pedido.id,
      correo: ana.persona.email,
      urlInforme: 'https://plataforma.example/informes/ana',
      pruebas: [{ codigo: 'DETAC', puntaje: 90 }, { codigo: 'COMPETENCIAS', puntaje: 70 }, { codigo: 'ENTREVISTA', puntaje: 60 }],
      entrevistas: [{ orden: 0, pregunta: '¿Por qué este cargo?', video: null }],
    });
    expect(r.status).toBe(200);

    await page.reload();
    const tabla = page.getByRole('table', { name: 'Candidatos programados' });
    const filaAna = tabla.getByRole('row').filter({ hasText: ana.persona.email.toLowerCase() });
    const filaBeto = tabla.getByRole('row').filter({ hasText: beto.persona.email.toLowerCase() });
    await expect(filaAna.getByText('Presentada', { exact: true })).toHaveCount(3);
    await expect(filaBeto.getByText('Programada', { exact: true })).toHaveCount(3);
    await expect(filaBeto.getByText('Presentada', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Volver al pedido' })).toHaveAttribute('href', `/pedido-detail/${pedido.id}`);

    const lista = await api.candidatosPedido.listar.query({ pedidoId: pedido.id });
    const conPuntaje = lista.preseleccionados.find((x) => x.id === ana.id)!;
    expect(conPuntaje.puntajeGlobal).not.toBeNull();
    expect(lista.preseleccionados[0]!.id).toBe(ana.id);
    await api.candidatosPedido.seleccionar.mutate({ id: ana.id, version: conPuntaje.version });
    const sinResultado = lista.preseleccionados.find((x) => x.id === beto.id)!;
    await expect(api.candidatosPedido.seleccionar.mutate({ id: beto.id, version: sinResultado.version })).rejects.toThrow(/No ha realizado/);
  });
});
