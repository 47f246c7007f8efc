import type pg from 'pg';
import { CREADOR_SISTEMA, formatoNumero, MENSAJES_LOTE } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

/**
 * The loop of a stock order (issue 35 §1): approve a completed stock order, add a suggested candidate in one click
 * and two more with "Agregar seleccionados" (each keeps the compatibility score the suggestions showed), take them to state 6 "Enviado a stock", see them in the client's stock pool, finish the line and find the order
 * under "Cancelados y terminados" filtered by its client and profile.
 */

interface Datos {
  clienteId: number;
  perfilId: number;
  perfil: string;
  ciudadId: number;
  ciudad: string;
}

/**
 * An approved stock-type profile of La Sabana (with FAC) and a city with a unique name, nobody living there (so the
 * test's person is the only suggestion), no current stock order of that profile and no stock profile yet.
 */
async function datosLibres(base: pg.Pool): Promise<Datos> {
  const { rows } = await base.query<Datos>(
    `select c.id as "clienteId", pf.id as "perfilId", pf.nombre_cargo_perfil as perfil, ci.id as "ciudadId", ci.nombre as ciudad
       from cliente c join perfil pf on pf.cliente_id = c.id cross join ciudad ci
      where c.numero_documento = '900123456' and pf.estado_perfil = 2 and pf.categoria_stock_id is not null and pf.fac_id is not null
        and length(ci.nombre) >= 5 and (select count(*) from ciudad o where o.nombre = ci.nombre) = 1
        and not exists (select 1 from candidato x where x.ciudad_donde_vive_id = ci.id)
        and not exists (select 1 from perfil_stock ps where ps.perfil_id = pf.id and ps.ciudad_id = ci.id)
        and not exists (select 1 from pedido p where p.es_stock and p.perfil_seleccion_id = pf.id and p.ciudad_id = ci.id and p.estado_pedido not in (0, 5))
      order by pf.id, ci.id limit 1`,
  );
  if (!rows[0]) throw new Error('No hay un perfil de stock de La Sabana con una ciudad libre');
  return rows[0];
}

test.use({ usuario: 'jefe' });

test('[STOCK] un pedido de stock entrega stock: aprobar, agregar un sugerido en un clic, enviarlo a stock, verlo en el stock del cliente, finalizar y verlo en cancelados y terminados', async ({
  page,
  apiDe,
  base,
  fabricas,
}) => {
  test.setTimeout(180_000);
  const api = apiDe('jefe');
  const d = await datosLibres(base);
  await api.stockPerfiles.crear.mutate({
    clienteId: d.clienteId,
    perfilId: d.perfilId,
    ciudadId: d.ciudadId,
    vigencia: 15,
    meta: 20,
    media: 10,
    baja: 5,
  });
  const hoy = new Date();
  const ingreso = new Date(hoy.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
  const { id } = await api.pedidosStock.crear.mutate({
    clienteId: d.clienteId,
    perfilId: d.perfilId,
    nombreCargo: `${d.perfil} (ciclo)`,
    descripcion: 'Pedido de stock de la prueba del ciclo',
    esDestacado: false,
    convocatoria: 'INTERNA',
    lineas: [
      {
        ciudadId: d.ciudadId,
        centroCosto: 'CC-CICLO',
        direccionPresentarse: 'Calle 10 # 20-30',
        personaAutorizaIngreso: 'Marta Gómez',
        vacantes: 1,
        minimoCandidatosVacante: 1,
        salario: 5_000_000,
        comision: null,
        tieneRuta: false,
        auxilioAlimentacion: 0,
        auxilioTransporteExtra: null,
        fechaIngreso: ingreso,
        jornadaLaboral: 2,
        horarioInicio: '07:00',
        horarioFin: '16:00',
        otrosAuxilios: [],
      },
    ],
  });
  const persona = await fabricas.personaSeleccionable(id);
  const otras = [await fabricas.hojaDeVida(), await fabricas.hojaDeVida()];
  await base.query('update candidato set ciudad_donde_vive_id = $1 where id = any($2::int[])', [
    d.ciudadId,
    [persona.id, ...otras.map((o) => o.id)],
  ]);

  // 1. Approve the completed stock order (a person created it: no automatic mark, its creator is not the system).
  await page.goto(`/stock/pedidos-edit/${id}`);
  await expect(page.getByTestId('aviso-automatico')).toHaveCount(0);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprobar pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`/stock/pedido-detail/${id}$`));
  await expect(page.getByText(CREADOR_SISTEMA)).toHaveCount(0);

  // 2. The line's lifecycle panels are on the stock detail.
  await expect(page.getByRole('region', { name: 'Etapas del pedido' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Acciones', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comentarios' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Registro de acciones' })).toBeVisible();

  // 3. One click adds the suggested person.
  const sugeridos = page.getByRole('table', { name: `Candidatos sugeridos · ${d.ciudad}` });
  await sugeridos.getByRole('button', { name: `Agregar a ${persona.nombre}` }).click();
  const preseleccionados = page.getByRole('region', { name: 'Preseleccionados (1)' });
  await expect(preseleccionados.getByRole('link', { name: persona.nombre })).toBeVisible();

  // 3b. Two more, marked and added together; each keeps the score the suggestions showed for them.
  const { filas: sugeridas } = await api.pedidos.sugeridos.query({ pedidoId: id, pagina: 1 });
  for (const o of otras) await sugeridos.getByRole('checkbox', { name: `Seleccionar ${o.nombre}` }).check();
  await page.getByRole('button', { name: 'Agregar seleccionados (2)' }).click();
  await expect(enPantalla(page, MENSAJES_LOTE.agregados(2))).toBeVisible();
  const tres = page.getByRole('region', { name: 'Preseleccionados (3)' });
  for (const o of otras) {
    const puntaje = sugeridas.find((s) => s.candidatoId === o.id)!.puntaje;
    await expect(tres.getByRole('listitem', { name: o.nombre })).toContainText(
      `Puntaje: ${formatoNumero(puntaje, 0)}`,
    );
  }

  // 4. Selected, sent to the client (stage 3), validated and interviewed, through the same procedures as the screen.
  const fila = async () => {
    const l = await api.candidatosPedido.listar.query({ pedidoId: id });
    return [...l.preseleccionados, ...l.seleccionados].find((c) => c.candidatoId === persona.id)!;
  };
  await api.candidatosPedido.seleccionar.mutate({ id: (await fila()).id, version: (await fila()).version });
  const { requerimientos } = await api.candidatosPedido.requisitosEnvio.query({ pedidoId: id });
  const requisito = requerimientos.find((r) => r.enviarCorreo)!;
  const { contacto } = await api.candidatosPedido.guardarContacto.mutate({
    pedidoId: id,
    nombre: 'Contacto de prueba',
    correo: `contacto+${id}@cliente.test`,
    enviar: true,
  });
  await api.pedidos.avanzarEtapa.mutate({
    id,
    version: (await api.pedidos.detalle.query({ id })).version,
    envio: { requerimientoIds: [requisito.id], contactoIds: [contacto.id] },
  });
  const manana = new Date(Date.now() + 86_400_000);
  for (const paso of [{ accion: 'validar' }, { accion: 'agendarEntrevista', fecha: manana }] as const) {
    const f = await fila();
    await api.candidatosPedido.cambiarEstado.mutate({ id: f.id, version: f.version, ...paso });
  }

  // 5. "Aprobar entrevista" on the stock detail: state 6 reads "Enviado a stock".
  await page.reload();
  const candidato = page.getByRole('listitem', { name: persona.nombre });
  await candidato.getByRole('button', { name: 'Aprobar entrevista' }).click();
  const confirmacion = page.getByRole('dialog');
  await expect(confirmacion).toContainText(`¿Aprobar entrevista a ${persona.nombre}?`);
  await confirmacion.getByRole('button', { name: 'Aprobar entrevista' }).click();
  await expect(candidato.getByText('Enviado a stock')).toBeVisible();

  // 6. The person is in the client's stock pool for that profile and city.
  await page.goto('/stock/cliente');
  const filtros = page.getByRole('search', { name: 'Filtros de stock por cliente' });
  await filtros.getByLabel('Cliente').fill('Saba');
  await page.getByRole('option', { name: /Distribuidora La Sabana/ }).click();
  await filtros.getByLabel('Ciudad').fill(d.ciudad);
  await page.getByRole('option', { name: new RegExp(`^${d.ciudad}`) }).click();
  await page.getByRole('button', { name: `Candidatos de ${d.perfil} en ${d.ciudad}` }).click();
  const pool = page
    .getByRole('dialog', { name: /^Candidatos:/ })
    .getByRole('table', { name: 'Candidatos del stock' });
  await expect(pool.getByRole('row').filter({ hasText: persona.documento })).toHaveCount(1);

  // 7. Stage 4, then "Finalizar pedido" (the person sent to stock filled the vacancy).
  await page.goto(`/stock/pedido-detail/${id}`);
  const etapas = page.getByRole('region', { name: 'Etapas del pedido' });
  await etapas.getByRole('button', { name: 'Pasar a la siguiente etapa' }).click();
  // A stage move is confirmed first, naming both stages (issue 39).
  await page
    .getByRole('dialog', { name: 'Pasar a la siguiente etapa' })
    .getByRole('button', { name: 'Pasar a «Legalización de contrato»' })
    .click();
  await expect(enPantalla(page, 'Se pasó el pedido a la etapa 4')).toBeVisible();
  await etapas.getByRole('button', { name: 'Finalizar pedido' }).click();
  await page
    .getByRole('dialog', { name: 'Finalizar pedido' })
    .getByRole('button', { name: 'Finalizar pedido' })
    .click();
  await expect(enPantalla(page, 'Se finalizó el pedido')).toBeVisible();

  // 8. The order is under "Cancelados y terminados".
  await page.goto('/stock/pedidos-dashboard');
  await page.getByRole('button', { name: 'Cancelados y terminados' }).click();
  // The profile filter (the chosen client's profiles), applied by the server.
  const filtrosTablero = page.getByRole('region', { name: 'Filtros' });
  await expect(filtrosTablero.getByLabel('Perfil')).toBeDisabled();
  await filtrosTablero.getByLabel('Cliente').fill('Saba');
  await page.getByRole('option', { name: /Distribuidora La Sabana/ }).click();
  await filtrosTablero.getByLabel('Perfil').selectOption({ label: d.perfil });
  await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Etapas' }).click();
  await expect(page.getByTestId(`tarjeta-pedido-stock-${id}`)).toBeVisible();
});
