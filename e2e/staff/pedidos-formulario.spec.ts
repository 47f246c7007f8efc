import { expect, test } from '../support/fixtures';
import { elegir, fechaEnDias, llenarLinea } from '../support/pedidos';

test.describe('[PEDIDOS] formulario de pedido', () => {
  test('[PEDIDOS] el jefe crea un pedido con dos ciudades, lo aprueba y llega al detalle', async ({
    page,
    entrar,
  }) => {
    await entrar('jefe');
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
    // The profile pre-fills job name and salary.
    await expect(page.getByLabel('Nombre del cargo')).not.toHaveValue('');
    await expect(page.getByLabel('Salario', { exact: true })).not.toHaveValue('');
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
    await expect(page.getByLabel('Candidatos por vacante')).toHaveValue('3');
    await expect(page.getByTestId('resumen-fechas')).toContainText('Fecha negociada');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Pedido Creado', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/pedidos-edit\/\d+$/);
    const id = /\/pedidos-edit\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { name: `Pedido ${id}` })).toBeVisible();
    await expect(page.getByTestId('linea-1').getByLabel('Ciudad')).toHaveValue(/Medellín/);

    await page.getByRole('button', { name: 'Aprobar' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Aprobar pedido|Guardar y aprobar)$/ })
      .click();
    await expect(page.getByText(`Pedido ${id} aprobado`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${id}$`));
  });

  test('[PEDIDOS] un formulario errado muestra los mensajes en español y no crea nada', async ({
    page,
    entrar,
  }) => {
    const creaciones: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('pedidos.crear')) creaciones.push(r.url());
    });
    await entrar('jefe');
    await page.goto('/pedidos-create');
    // Required fields are marked before anyone submits; optional ones are not.
    await expect(page.getByLabel('Nombre del cargo')).toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveAccessibleDescription('(obligatorio)');
    await expect(page.getByLabel('Comisión')).not.toHaveAttribute('aria-required', 'true');
    // Money shows Colombian thousands separators while typing.
    await page.getByLabel('Salario', { exact: true }).fill('1500000');
    await expect(page.getByLabel('Salario', { exact: true })).toHaveValue('$1.500.000');
    await page.getByLabel('Salario', { exact: true }).fill('1000');
    await expect(page.getByLabel('Salario', { exact: true })).toHaveValue('$1.000');
    await expect(page.getByText('El salario especificado es menor al mínimo')).toBeVisible();
    await page.getByLabel('Jornada laboral').selectOption({ label: 'Medio Tiempo' });
    await page.getByTestId('linea-0').getByLabel('Vacantes').fill('0');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page.getByText('Formulario inválido')).toBeVisible();
    // The first invalid field gets the focus, and each message is tied to its field.
    const cliente = page.getByLabel('Cliente', { exact: true });
    await expect(cliente).toBeFocused();
    await expect(cliente).toHaveAttribute('aria-invalid', 'true');
    await expect(cliente).toHaveAccessibleDescription('(obligatorio) El campo cliente es requerido');
    await expect(page.getByTestId('linea-0').getByLabel('Vacantes')).toHaveAccessibleDescription(
      '(obligatorio) Debe haber al menos 1 vacante',
    );
    for (const mensaje of [
      'El campo cliente es requerido',
      'El campo perfil es requerido',
      'El campo ciudad es requerido',
      'Debe haber al menos 1 vacante',
      'La hora de inicio es requerida',
      'La hora de fin es requerida',
      'La fecha de ingreso es requerida',
      'El campo tipo de pedido es requerido',
      'El campo sucursal es requerido',
    ]) {
      await expect(page.getByText(mensaje, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/pedidos-create$/);
    expect(creaciones).toEqual([]);
  });
});
