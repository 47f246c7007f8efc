import { expect, type Locator, type Page } from '@playwright/test';

/** DD/MM/YYYY of today + n days (the date picker's format). */
export function fechaEnDias(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** Types into a typeahead and picks the option with that name. */
export async function elegir(
  page: Page,
  campo: Locator,
  texto: string,
  opcion: string | RegExp,
): Promise<void> {
  await campo.fill(texto);
  await page.getByRole('option', { name: opcion }).first().click();
}

export async function llenarLinea(
  page: Page,
  i: number,
  ciudad: string,
  opcion: RegExp,
  vacantes: string,
): Promise<void> {
  const linea = page.getByTestId(`linea-${i}`);
  await elegir(page, linea.getByLabel('Ciudad'), ciudad, opcion);
  await linea.getByLabel('Vacantes').fill(vacantes);
  await linea.getByLabel('Centro de costo').fill(`CC-E2E-${i + 1}`);
  await linea.getByLabel('Dirección donde presentarse').fill(`Calle ${10 + i} # 20-30`);
  await linea.getByLabel('Persona que autoriza el ingreso').fill('Marta Gómez');
}

/**
 * Fills /pedidos-create with an order for Distribuidora La Sabana S.A.S. in Bogotá and Medellín and saves it.
 * Returns the new order id (the app lands on its edit page).
 */
export async function crearPedidoDosCiudades(page: Page): Promise<string> {
  await page.goto('/pedidos-create');
  await expect(page.getByRole('heading', { name: 'Agregar pedido' })).toBeVisible();
  await elegir(
    page,
    page.getByLabel('Cliente', { exact: true }),
    'Distribuidora',
    'Distribuidora La Sabana S.A.S.',
  );
  const perfil = page.getByLabel('Perfil', { exact: true });
  await expect(perfil.locator('option')).not.toHaveCount(1);
  await perfil.selectOption({ index: 1 });
  await expect(page.getByLabel('Nombre del cargo')).not.toHaveValue('');
  await page.getByLabel('Descripción').fill('Pedido creado por la prueba de extremo a extremo');
  await llenarLinea(page, 0, 'Bogo', /Bogotá/, '2');
  await page.getByRole('button', { name: 'Agregar ciudad' }).click();
  await llenarLinea(page, 1, 'Mede', /Medellín/, '3');
  await page.getByLabel('Jornada laboral').selectOption({ label: 'Tiempo Completo' });
  await page.getByLabel(/Hora de inicio/).fill('07:00');
  await page.getByLabel(/Hora de fin/).fill('17:00');
  const fecha = page.getByLabel('Fecha de ingreso');
  await fecha.fill(fechaEnDias(10));
  await fecha.press('Escape');
  await page.getByLabel('Tipo de pedido').selectOption({ label: 'Nuevo' });
  await page.getByLabel('Sucursal').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Pedido Creado', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos-edit\/\d+$/);
  const id = /\/pedidos-edit\/(\d+)$/.exec(page.url())?.[1];
  if (!id) throw new Error('No se obtuvo el id del pedido creado');
  return id;
}
