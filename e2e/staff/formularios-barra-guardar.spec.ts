import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const ALTO = 900;

/** The sticky save bar of the page's form. */
const barraDe = (page: Page) => page.getByRole('region', { name: 'Acciones del formulario' });

/**
 * The form does not fit the window, and its bar (with its save button) is on screen at the top, in the middle and
 * at the end of the page, stuck to the window's bottom edge until the page's end, without a mark of changes the user
 * did not make.
 */
async function barraSiempreAlaVista(page: Page, guardar: Locator): Promise<void> {
  const barra = barraDe(page);
  await expect(barra.getByRole('status')).toHaveText('');
  const alto = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(alto).toBeGreaterThan(ALTO + 200);
  for (const fraccion of [0, 0.5, 1]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(alto * fraccion));
    await expect(barra).toBeInViewport();
    await expect(guardar).toBeInViewport();
    // Stuck to the bottom edge of the window, not merely somewhere on screen (at the very end it rests in its
    // place, above the page's padding).
    const caja = await barra.boundingBox();
    const borde = Math.round((caja?.y ?? 0) + (caja?.height ?? 0));
    const alFinal = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (!alFinal) expect(borde).toBeGreaterThanOrEqual(ALTO - 2);
  }
}

test.describe('[FORMULARIOS] barra de guardar fija en los formularios largos', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: ALTO });
  });

  test('[FORMULARIOS] pedido: la barra sigue a la vista; marca los cambios, los descarta y guarda desde abajo', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 1 });
    await entrar('jefe');
    await page.goto(`/pedidos-edit/${pedido.id}`);
    await expect(page.getByRole('heading', { name: `Pedido ${pedido.id}` })).toBeVisible({ timeout: 30_000 });
    const barra = barraDe(page);
    // Save and approve live in the bar; leaving is the header's "Volver".
    await expect(barra.getByRole('button', { name: 'Aprobar' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver', exact: true })).toBeVisible();
    await barraSiempreAlaVista(page, barra.getByRole('button', { name: 'Guardar', exact: true }));

    const descripcion = page.getByLabel('Descripción');
    const original = await descripcion.inputValue();
    await descripcion.fill(`${original} con un cambio`);
    await expect(barra.getByRole('status')).toHaveText('Cambios sin guardar');
    await barra.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(descripcion).toHaveValue(original);
    await expect(barra.getByRole('status')).toHaveText('');
    await expect(barra.getByRole('button', { name: 'Descartar cambios' })).toHaveCount(0);

    await descripcion.fill('Descripción guardada desde la barra fija');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await barra.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText(`Pedido ${pedido.id} guardado`)).toBeVisible();
    await expect(barra.getByRole('status')).toHaveText('');
    await expect(page.getByLabel('Descripción')).toHaveValue('Descripción guardada desde la barra fija');
  });

  test('[FORMULARIOS] perfil: «Cancelar Perfil» va aparte y primero, en rojo; «Descartar cambios» solo deshace lo escrito', async ({
    page,
    entrar,
    base,
  }) => {
    const { rows } = await base.query<{ id: number }>(
      'select id from perfil where estado_perfil in (0, 1) order by id desc limit 1',
    );
    const id = rows[0]?.id;
    expect(id, 'un perfil editable de la demostración').toBeDefined();
    await entrar('jefe');
    await page.goto(`/perfil-edit/${id}`);
    // The profile's catalogues are the heaviest first load of the portal.
    await expect(page.getByRole('heading', { name: `Editar perfil ${id}` })).toBeVisible({ timeout: 30_000 });
    const barra = barraDe(page);
    await barraSiempreAlaVista(page, barra.getByRole('button', { name: 'Guardar Perfil', exact: true }));

    const nombre = page.getByLabel(/^Nombre del cargo/);
    const original = await nombre.inputValue();
    await nombre.fill(`${original} (editado)`);
    await expect(barra.getByRole('status')).toHaveText('Cambios sin guardar');
    const botones = await barra.getByRole('button').allInnerTexts();
    expect(botones[0]).toBe('Cancelar Perfil');
    expect(botones.slice(1)).toContain('Descartar cambios');
    expect(botones.at(-1)).toBe('Guardar Perfil');
    await expect(barra.getByRole('button', { name: 'Cancelar Perfil' })).toHaveClass(/bg-red-600/);

    await barra.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(nombre).toHaveValue(original);
    await expect(barra.getByRole('status')).toHaveText('');
    // Nothing was saved nor cancelled: the profile is as it was.
    const despues = await base.query<{ estado_perfil: number; nombre_cargo_perfil: string }>(
      'select estado_perfil, nombre_cargo_perfil from perfil where id = $1',
      [id],
    );
    expect(despues.rows[0]?.nombre_cargo_perfil).toBe(original);
    expect([0, 1]).toContain(despues.rows[0]?.estado_perfil);
  });

  test('[FORMULARIOS] pedido de stock: la barra sigue a la vista', async ({ page, entrar }) => {
    await entrar('jefe');
    await page.goto('/stock/pedidos-create');
    await expect(page.getByRole('heading', { name: 'Crear pedido de stock' })).toBeVisible({
      timeout: 30_000,
    });
    await barraSiempreAlaVista(
      page,
      barraDe(page).getByRole('button', { name: 'Crear pedido', exact: true }),
    );
  });

  test('[FORMULARIOS] FAC: la barra sigue a la vista; ya no dice «Cancelar» para salir', async ({
    page,
    entrar,
  }) => {
    await entrar('psicologa');
    await page.goto('/fac-create');
    await expect(page.getByRole('heading', { name: 'Crear grupo de preguntas filtro' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(barraDe(page).getByRole('status')).toHaveText('');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Agregar pregunta' }).click();
    await expect(barraDe(page).getByRole('status')).toHaveText('Cambios sin guardar');
    const guardar = barraDe(page).getByRole('button', { name: 'Guardar', exact: true });
    const alto = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(alto).toBeGreaterThan(ALTO + 200);
    for (const fraccion of [0, 0.5, 1]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(alto * fraccion));
      await expect(guardar).toBeInViewport();
    }
    await expect(page.getByRole('button', { name: 'Cancelar', exact: true })).toHaveCount(0);
    await barraDe(page).getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(page.getByRole('heading', { name: /^Preguntas \(1 de máximo \d+\)$/ })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Volver', exact: true }).click();
    await expect(page).toHaveURL(/\/fac-list$/);
  });
});
