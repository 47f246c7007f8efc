import type pg from 'pg';
import { MENSAJES_DETALLE } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

/**
 * Cancelling one city line of a stock order from its stock detail (spec 01 §4: each line lives its own lifecycle on
 * its own order row): the cancel form goes back to the stock detail, the cancelled line reads "Cancelado", offers no
 * stage action nor "Cancelar" and logs the change; the other line and the order itself stay open.
 */

interface Datos {
  clienteId: number;
  perfilId: number;
  perfil: string;
  ciudades: { id: number; nombre: string }[];
}

/**
 * An approved stock-type profile of La Sabana (with FAC) and two cities with unique names and no current stock order
 * of it (from the end of the table, away from the cities the other stock specs take).
 */
async function datosLibres(base: pg.Pool): Promise<Datos> {
  const { rows: perfiles } = await base.query<{ id: number; nombre: string; clienteId: number }>(
    `select pf.id, pf.nombre_cargo_perfil as nombre, c.id as "clienteId" from perfil pf join cliente c on c.id = pf.cliente_id
      where c.numero_documento = '900123456' and pf.estado_perfil = 2 and pf.categoria_stock_id is not null and pf.fac_id is not null
      order by pf.id limit 1`,
  );
  const perfil = perfiles[0];
  if (!perfil) throw new Error('La Sabana no tiene perfiles de stock aprobados');
  const { rows: ciudades } = await base.query<{ id: number; nombre: string }>(
    `select ci.id, ci.nombre from ciudad ci
      where length(ci.nombre) >= 5 and (select count(*) from ciudad o where o.nombre = ci.nombre) = 1
        and not exists (select 1 from pedido p where p.es_stock and p.perfil_seleccion_id = $1 and p.ciudad_id = ci.id and p.estado_pedido not in (0, 5))
      order by ci.id desc limit 2`,
    [perfil.id],
  );
  if (ciudades.length < 2) throw new Error('No hay dos ciudades libres para el perfil de stock');
  return { clienteId: perfil.clienteId, perfilId: perfil.id, perfil: perfil.nombre, ciudades };
}

const linea = (ciudadId: number, i: number) => ({
  ciudadId,
  centroCosto: `CC-CANCELAR-${i}`,
  direccionPresentarse: `Calle ${10 + i} # 20-30`,
  personaAutorizaIngreso: 'Marta Gómez',
  vacantes: 1,
  minimoCandidatosVacante: 1,
  // Above twice the minimum wage: no route and no extra transport allowance asked.
  salario: 5_000_000,
  comision: null,
  tieneRuta: false,
  auxilioAlimentacion: 0,
  auxilioTransporteExtra: null,
  fechaIngreso: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  jornadaLaboral: 2,
  horarioInicio: '07:00',
  horarioFin: '16:00',
  otrosAuxilios: [],
});

test.use({ usuario: 'jefe' });

test('[STOCK] cancelar una ciudad desde el detalle de stock vuelve a ese detalle, la deja cancelada con su registro y la otra ciudad sigue abierta', async ({
  page,
  apiDe,
  base,
}) => {
  test.setTimeout(120_000);
  const api = apiDe('jefe');
  const d = await datosLibres(base);
  const [ciudadA, ciudadB] = d.ciudades as [Datos['ciudades'][number], Datos['ciudades'][number]];
  // A two-city stock order: the parent row carries the first city, a child row (its own order) the second.
  const { id } = await api.pedidosStock.crear.mutate({
    clienteId: d.clienteId,
    perfilId: d.perfilId,
    nombreCargo: `${d.perfil} (cancelar ciudad)`,
    descripcion: 'Pedido de stock de la prueba de cancelar una ciudad',
    esDestacado: false,
    convocatoria: 'INTERNA',
    lineas: [linea(ciudadA.id, 1), linea(ciudadB.id, 2)],
  });
  const { version } = await api.pedidosStock.detalle.query({ id });
  await api.pedidosStock.aprobar.mutate({ id, version });
  const detalle = await api.pedidosStock.detalle.query({ id });
  const lineaB = detalle.lineas.find((l) => l.ciudad === ciudadB.nombre)!.id;
  expect(lineaB).not.toBe(id);

  const acciones = page.getByRole('region', { name: 'Acciones', exact: true });
  const etapas = page.getByRole('region', { name: 'Etapas del pedido' });
  const registro = page.getByRole('region', { name: 'Registro de acciones' });
  const abrirCiudad = async (nombre: string) => {
    await page.getByRole('tab', { name: nombre }).click();
    await expect(page.getByRole('tab', { name: nombre })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: `Ciudad: ${nombre}` })).toBeVisible();
  };

  // 0. The first city is the order's own row: its cancel form says, before anything, that the other city goes too
  //    (the server cancels the open lines with their order).
  await page.goto(`/pedido-cancel/${id}`);
  await expect(page.getByRole('note')).toHaveText(MENSAJES_DETALLE.cancelaTambienLineas([ciudadB.nombre]));

  // 1. On the stock detail, the second city's "Cancelar" opens the cancel form of that line (its own order row).
  //    A line has no lines of its own: no such warning there.
  await page.goto(`/stock/pedido-detail/${id}`);
  await expect(page.getByTestId('estado-pedido-stock')).toHaveText('Preselección');
  await abrirCiudad(ciudadB.nombre);
  await expect(etapas.getByTestId('estado-pedido')).toHaveText('Preselección');
  await acciones.getByRole('link', { name: 'Cancelar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pedido-cancel/${lineaB}$`));
  await expect(page.getByRole('heading', { name: `Cancelar pedido ${lineaB}` })).toBeVisible();
  await expect(page.getByText(ciudadB.nombre)).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);

  // 2. Cause and reason, then the confirmation.
  await page
    .getByLabel('Causa de cancelación')
    .selectOption({ label: 'El cliente ya no necesita la vacante' });
  await page.getByLabel('Razón de la cancelación').fill('El cliente ya no necesita personal en esta ciudad.');
  await page.getByRole('button', { name: 'Cancelar Pedido' }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar pedido' })
    .getByRole('button', { name: 'Cancelar pedido' })
    .click();

  // 3. Back on the stock order's detail (not the line's ordinary detail); the order itself stays open.
  await expect(enPantalla(page, MENSAJES_DETALLE.cancelado)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stock/pedido-detail/${id}$`));
  await expect(page.getByTestId('estado-pedido-stock')).toHaveText('Preselección');

  // 4. The cancelled line: state "Cancelado", no stage action nor "Cancelar", and its log records the change.
  await abrirCiudad(ciudadB.nombre);
  await expect(etapas.getByTestId('estado-pedido')).toHaveText('Cancelado');
  await expect(etapas.getByRole('button', { name: 'Pasar a la siguiente etapa' })).toHaveCount(0);
  await expect(acciones.getByRole('link', { name: 'Cancelar', exact: true })).toHaveCount(0);
  await expect(registro.getByRole('listitem').first()).toContainText(
    'Cambio de estado del pedido · Preselección → Cancelado',
  );

  // 5. The other line keeps its own lifecycle: still in Preselección, with its stage action and "Cancelar", and no
  //    cancellation in its log.
  await abrirCiudad(ciudadA.nombre);
  await expect(etapas.getByTestId('estado-pedido')).toHaveText('Preselección');
  await expect(etapas.getByRole('button', { name: 'Pasar a la siguiente etapa' })).toBeVisible();
  await expect(acciones.getByRole('link', { name: 'Cancelar', exact: true })).toHaveAttribute(
    'href',
    `/pedido-cancel/${id}`,
  );
  await expect(registro.getByRole('listitem').first()).toBeVisible();
  await expect(registro.getByText('Cancelado')).toHaveCount(0);

  // 6. The cancelled line's cancel page now shows its cause instead of the form.
  await page.goto(`/pedido-cancel/${lineaB}`);
  await expect(page.getByTestId('causa-cancelacion')).toHaveText('El cliente ya no necesita la vacante');
  await expect(page.getByRole('button', { name: 'Cancelar Pedido' })).toHaveCount(0);
  //    Its "Ver detalle del pedido" leads to the stock order's detail too, not to the line's ordinary detail.
  await page.getByRole('link', { name: 'Ver detalle del pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`/stock/pedido-detail/${id}$`));
});
