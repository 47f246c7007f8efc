import type { Page } from '@playwright/test';
import type pg from 'pg';
import { MENSAJES_PEDIDOS_STOCK, MENSAJES_STOCK_HV } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';
import { abrirOpcionHv } from '../support/hv';
import { elegir, fechaEnDias } from '../support/pedidos';

const SABANA = 'Distribuidora La Sabana S.A.S.';
/** Capital cities with one-word names the typeahead finds from their first letters. */
const CAPITALES = [
  'Tunja',
  'Neiva',
  'Pasto',
  'Armenia',
  'Pereira',
  'Manizales',
  'Ibagué',
  'Montería',
  'Sincelejo',
  'Valledupar',
];

interface Datos {
  perfil: string;
  ciudades: string[];
}

/** An approved stock-type profile of La Sabana (with FAC) and capitals with no current stock order of it. */
async function datosLibres(base: pg.Pool): Promise<Datos> {
  const { rows: perfiles } = await base.query<{ id: number; nombre: string }>(
    `select pf.id, pf.nombre_cargo_perfil as nombre from perfil pf join cliente c on c.id = pf.cliente_id
      where c.numero_documento = '900123456' and pf.estado_perfil = 2 and pf.categoria_stock_id is not null and pf.fac_id is not null
      order by pf.id limit 1`,
  );
  const perfil = perfiles[0];
  if (!perfil) throw new Error('La Sabana no tiene perfiles de stock aprobados');
  const { rows } = await base.query<{ nombre: string }>(
    `select ci.nombre from ciudad ci where ci.nombre = any($1) and not exists (
       select 1 from pedido p where p.es_stock and p.perfil_seleccion_id = $2 and p.ciudad_id = ci.id and p.estado_pedido not in (0, 5))`,
    [CAPITALES, perfil.id],
  );
  return { perfil: perfil.nombre, ciudades: CAPITALES.filter((c) => rows.some((r) => r.nombre === c)) };
}

async function llenarBloque(page: Page, i: number, ciudad: string): Promise<void> {
  const bloque = page.getByTestId(`bloque-${i}`);
  await elegir(page, bloque.getByLabel('Ciudad'), ciudad.slice(0, 4), new RegExp(`^${ciudad}`));
  await bloque.getByLabel('Centro de costo').fill(`CC-STOCK-${i + 1}`);
  await bloque.getByLabel('Dirección donde presentarse').fill(`Carrera ${10 + i} # 20-30`);
  await bloque.getByLabel('Persona que autoriza el ingreso').fill('Marta Gómez');
  await bloque.getByLabel('Vacantes').fill(String(i + 2));
  // Above twice the minimum wage: no route and no extra transport allowance asked.
  await bloque.getByLabel('Salario', { exact: true }).fill('5000000');
  const fecha = bloque.getByLabel('Fecha de ingreso');
  await fecha.fill(fechaEnDias(10));
  await fecha.press('Escape');
  await bloque.getByLabel('Jornada laboral').selectOption({ label: 'Por Turnos' });
}

/** The profile has filter questions: its questions section asks the convocatoria type (unless `convocatoria` false). */
async function llenarCabecera(page: Page, perfil: string, convocatoria = true): Promise<void> {
  await elegir(page, page.getByLabel('Cliente', { exact: true }), 'Distribuidora', SABANA);
  await page.getByLabel('Perfil', { exact: true }).selectOption({ label: perfil });
  await expect(page.getByLabel('Nombre del cargo')).not.toHaveValue('');
  await page.getByLabel('Descripción').fill('Pedido de stock creado por la prueba de extremo a extremo');
  if (convocatoria)
    await page.getByLabel('Tipo de convocatoria').selectOption({ label: 'Convocatoria interna' });
}

test.describe('[STOCK] pedidos de stock', () => {
  test('[STOCK] crea un pedido de dos ciudades, rechaza el duplicado, lo aprueba (solo lectura), recibe candidatos de un descarte y de la hoja de vida y los gestiona desde su detalle', async ({
    page,
    entrar,
    base,
    fabricas,
  }) => {
    test.setTimeout(180_000);
    const datos = await datosLibres(base);
    const [ciudadA, ciudadB] = datos.ciudades;
    if (!ciudadA || !ciudadB) throw new Error('No hay dos capitales libres para el perfil');

    // 1. Create a two-city stock order (confirmation first).
    await entrar('jefe', '/stock/pedidos-create');
    await expect(page.getByRole('heading', { name: 'Crear pedido de stock' })).toBeVisible();
    await llenarCabecera(page, datos.perfil, false);
    await llenarBloque(page, 0, ciudadA);
    await page.getByRole('button', { name: 'Agregar ciudad' }).click();
    await llenarBloque(page, 1, ciudadB);
    // The profile has filter questions: without the convocatoria type the form refuses, under that field.
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await expect(page.getByLabel('Tipo de convocatoria')).toHaveAccessibleDescription(
      new RegExp(MENSAJES_PEDIDOS_STOCK.convocatoria),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByLabel('Tipo de convocatoria').selectOption({ label: 'Convocatoria interna' });
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    const confirmacion = page.getByRole('dialog');
    await expect(confirmacion).toContainText(MENSAJES_PEDIDOS_STOCK.confirmarCrear);
    await confirmacion.getByRole('button', { name: 'Crear pedido' }).click();
    await expect(enPantalla(page, 'Pedido Creado')).toBeVisible();
    await expect(page).toHaveURL(/\/stock\/pedidos-edit\/\d+$/);
    const id = /\/stock\/pedidos-edit\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { name: `Pedido de stock ${id}` })).toBeVisible();
    await expect(page.getByText('Estado: Solicitud multiciudad')).toBeVisible();
    await expect(page.getByTestId('bloque-1').getByLabel('Ciudad')).toHaveValue(new RegExp(ciudadB));
    await expect(page.getByLabel('Tipo de convocatoria')).toHaveValue('INTERNA');

    // 2. A second stock order for the same profile and city is refused, under the city.
    await page.goto('/stock/pedidos-create');
    await llenarCabecera(page, datos.perfil);
    await llenarBloque(page, 0, ciudadA);
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Crear pedido' }).click();
    await expect(page.getByTestId('bloque-0').getByLabel('Ciudad')).toHaveAccessibleDescription(
      new RegExp(MENSAJES_PEDIDOS_STOCK.duplicado),
    );
    await expect(page).toHaveURL(/\/stock\/pedidos-create$/);

    // 3. Approve it: the confirmation says it cannot be edited afterwards; the edit page then leads to the detail.
    await page.goto(`/stock/pedidos-edit/${id}`);
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('dialog')).toContainText('ya no podrá editarse');
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar pedido' }).click();
    await expect(enPantalla(page, `Pedido ${id} aprobado`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/stock/pedido-detail/${id}$`));
    await page.goto(`/stock/pedidos-edit/${id}`);
    await expect(page).toHaveURL(new RegExp(`/stock/pedido-detail/${id}$`));

    // 4. The detail: one tab per city line (one open at a time) with its pools and its suggested candidates, best
    //    score first.
    await expect(page.getByTestId('estado-pedido-stock')).toHaveText('Preselección');
    for (const ciudad of [ciudadA, ciudadB]) {
      await page.getByRole('tab', { name: ciudad }).click();
      await expect(page.getByRole('tab', { name: ciudad })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: `Ciudad: ${ciudad}` })).toBeVisible();
      const sugeridos = page.getByRole('table', { name: `Candidatos sugeridos · ${ciudad}` });
      await expect(sugeridos).toBeVisible();
      await expect(sugeridos.getByRole('row').nth(1)).toBeVisible();
      const puntajes = (
        await sugeridos
          .getByTestId(/^sugerido-/)
          .getByRole('cell')
          .first()
          .allTextContents()
      ).map((t) => Number(t.replace(/\D+/g, '')));
      expect(puntajes).toEqual([...puntajes].sort((a, b) => b - a));
    }

    //    Each city line defines its own tests (issue 15 "… and tests"): the same modal as an ordinary order.
    const pruebas = page.getByRole('region', { name: `Pruebas · ${ciudadB}` });
    await expect(pruebas.getByText('Ninguna')).toBeVisible();
    await pruebas.getByRole('button', { name: 'Agregar pruebas' }).click();
    const modalPruebas = page.getByRole('dialog', { name: 'Agregar pruebas al pedido' });
    await modalPruebas.getByLabel('IDISC').check();
    await modalPruebas.getByRole('button', { name: 'Agregar pruebas' }).click();
    await expect(modalPruebas).toBeHidden();
    await expect(pruebas.getByText('IDISC')).toBeVisible();

    // 5. A candidate discarded by the client in an ordinary order of La Sabana is sent to this stock order.
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    const persona = pedido.enviados[0]!.persona;
    await page.goto(`/pedido-detail/${pedido.id}`);
    await page.getByLabel(`Marcar a ${persona.nombre}`).check();
    await page
      .getByRole('region', { name: 'Acciones con los candidatos marcados' })
      .getByRole('button', { name: /^Descartar/ })
      .click();
    const descarte = page.getByRole('dialog', { name: /Descartar/ });
    await descarte.getByLabel(/Motivo de rechazo/).selectOption({ index: 1 });
    await descarte.getByLabel('Enviar a pedido de stock').check();
    await descarte.getByLabel('Pedido', { exact: true }).selectOption({ value: id! });
    await descarte.getByRole('button', { name: 'Descartar' }).click();
    await expect(descarte).toBeHidden();

    // It lands pre-selected in the first city line (and is recorded as a postulado of it).
    await page.goto(`/stock/pedido-detail/${id}`);
    const preseleccionados = page.getByRole('region', { name: 'Preseleccionados (1)' });
    await expect(preseleccionados.getByRole('link', { name: persona.nombre })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Postulados (1)' }).getByRole('link', { name: persona.nombre }),
    ).toBeVisible();

    // 6. A free person is sent to it from the CV ("Enviar a stock" → "A un pedido de stock").
    const libre = await fabricas.hojaDeVida();
    await page.goto(`/hv/${libre.id}`);
    await abrirOpcionHv(page, 'Enviar a stock');
    const modal = page.getByRole('dialog', { name: 'Enviar a stock' });
    await modal.getByLabel('A un pedido de stock').check();
    await modal.getByLabel('Pedido de stock', { exact: true }).selectOption({ value: id! });
    await modal.getByRole('button', { name: 'Enviar' }).click();
    await expect(enPantalla(page, MENSAJES_STOCK_HV.enviadoPedidoStock)).toBeVisible();
    await page.goto(`/stock/pedido-detail/${id}`);
    await expect(
      page.getByRole('region', { name: 'Preseleccionados (2)' }).getByRole('link', { name: libre.nombre }),
    ).toBeVisible();

    // 7. The stock detail acts on candidates itself (the ordinary detail's panel): in the second city line a person
    //    is added by document and moved to the selected pool.
    const { rows: hijas } = await base.query<{ id: number }>(
      'select id from pedido where pedido_padre_id = $1',
      [Number(id)],
    );
    const lineaB = hijas[0]?.id;
    if (lineaB === undefined) throw new Error('El pedido de stock no tiene su segunda línea');
    const nueva = await fabricas.personaSeleccionable(lineaB);
    await page.getByRole('tab', { name: ciudadB }).click();
    const candidatosB = page.getByRole('region', { name: `Candidatos de ${ciudadB}` });
    const pre = candidatosB.getByRole('region', { name: /^Preseleccionados/ });
    await pre.getByRole('button', { name: 'Agregar candidato' }).click();
    const agregar = page.getByRole('dialog', { name: 'Agregar candidato' });
    await agregar.getByLabel('Número de documento').fill(nueva.documento);
    await agregar.getByRole('button', { name: 'Buscar' }).click();
    await agregar
      .getByRole('region', { name: 'Candidato encontrado' })
      .getByRole('button', { name: 'Agregar', exact: true })
      .click();
    await expect(enPantalla(page, 'Candidato agregado exitosamente')).toBeVisible();
    await expect(agregar).toBeHidden();
    const fila = pre.getByRole('listitem', { name: nueva.nombre });
    await expect(fila.getByTestId('estado-candidato')).toHaveText('Agregado a pedido');
    await fila.getByRole('button', { name: 'Seleccionar' }).click();
    await expect(
      candidatosB
        .getByRole('region', { name: /^Seleccionados/ })
        .getByRole('listitem', { name: nueva.nombre }),
    ).toBeVisible();
    await expect(pre.getByRole('listitem', { name: nueva.nombre })).toHaveCount(0);
    // The same line read back from the server: the person is in its selected pool.
    await page.reload();
    await page.getByRole('tab', { name: ciudadB }).click();
    await expect(
      page
        .getByRole('region', { name: `Candidatos de ${ciudadB}` })
        .getByRole('region', { name: 'Seleccionados (1)' }),
    ).toContainText(nueva.nombre);
  });

  // A city with no stock order: alone, after the specs that create them (project `exclusivas`).
  test(
    '[STOCK] el tablero lista los pedidos de stock y dice cuando no hay',
    { tag: '@exclusiva' },
    async ({ page, entrar }) => {
      await entrar('jefe', '/stock/pedidos-dashboard');
      await expect(page.getByRole('heading', { name: 'Pedidos de stock vigentes' })).toBeVisible();
      await page.getByRole('button', { name: 'Tabla' }).click();
      await expect(page.getByRole('table', { name: 'Pedidos de stock vigentes' })).toBeVisible();
      await page.getByRole('button', { name: 'Etapas' }).click();
      await expect(page.getByTestId('vista-columnas')).toBeVisible();
      // A city with no stock order: the spec's empty message.
      await elegir(page, page.getByLabel('Ciudad', { exact: true }), 'Leti', /^Leticia/);
      await expect(page.getByText('No se encontraron pedidos stock')).toBeVisible();
      await page.getByRole('button', { name: 'Limpiar filtros' }).click();
      await expect(page.getByTestId('vista-columnas')).toBeVisible();
    },
  );
});
