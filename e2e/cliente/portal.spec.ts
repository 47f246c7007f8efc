import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ingresar } from '../support/ingreso-ui';

async function ingresarCliente(page: Page, usuario: string): Promise<void> {
  await page.goto('/cliente/login');
  await ingresar(page, usuario);
  await expect(page).toHaveURL(/\/cliente\/?$/);
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
}

/** Ids of the order cards shown in "Mis pedidos". */
async function idsDePedidos(page: Page): Promise<string[]> {
  const tarjetas = page.getByRole('list', { name: 'Lista de pedidos' }).getByRole('link');
  await expect(tarjetas.first()).toBeVisible();
  const ids = await tarjetas.evaluateAll((enlaces) =>
    enlaces.map((a) => (a.getAttribute('data-testid') ?? '').replace('pedido-', '')),
  );
  return ids.filter(Boolean);
}

test.describe.serial('[CLIENTE] portal: Mis pedidos y candidatos', () => {
  let idsSabana: string[] = [];

  test('[CLIENTE] cliente ve los pedidos de La Sabana, abre uno y valida un candidato enviado', async ({
    page,
    fabricas,
  }) => {
    // Its own order with a candidate sent to La Sabana: another worker's orders of the same client are acted on by
    // their own tests at the same time (validating "the first one waiting" made two tests validate one candidate).
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    const [enviado] = pedido.enviados;
    await ingresarCliente(page, 'cliente');
    await expect(page.getByTestId('empresas')).toHaveText('Distribuidora La Sabana S.A.S.');
    idsSabana = await idsDePedidos(page);
    expect(idsSabana.length).toBeGreaterThanOrEqual(2);
    expect(idsSabana).toContain(String(pedido.id));
    await expect(page.getByRole('list', { name: 'Lista de pedidos' })).toContainText('Vacantes');
    await expect(page.getByRole('list', { name: 'Lista de pedidos' })).toContainText('Días restantes');
    // Never a negative count: an order past its search days says how late it is (textoDiasRestantes).
    const restantes = await page
      .getByRole('list', { name: 'Lista de pedidos' })
      .locator('dt:text-is("Días restantes") + dd')
      .allTextContents();
    expect(restantes.length).toBe(idsSabana.length);
    for (const texto of restantes) expect(texto.trim()).toMatch(/^(\d+|—|Vence hoy|Vencido hace \d+ días?)$/);

    // The order opens from its card; its candidate waits for validation (state 1, "Enviado a cliente").
    await page.getByTestId(`pedido-${pedido.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/cliente/pedido/${pedido.id}$`));
    await expect(page.getByRole('heading', { name: new RegExp(`Pedido ${pedido.id}`) })).toBeVisible();
    const fila = page.getByTestId(`candidato-${enviado!.id}`);
    await expect(fila.getByTestId('estado-candidato')).toHaveText('Enviado a cliente');
    await fila.getByRole('button', { name: 'Validar' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar decisión' })
      .getByRole('button', { name: 'Validar' })
      .click();
    await expect(page.getByText('Candidato validado')).toBeVisible();
    await expect(fila.getByTestId('estado-candidato')).toHaveText('Validado por cliente');
    await expect(fila.getByRole('button', { name: 'Agendar entrevista' })).toBeVisible();
  });

  test('[CLIENTE] cliente2 no ve los pedidos de La Sabana y su URL muestra "no encontrado"', async ({
    page,
  }) => {
    expect(idsSabana.length).toBeGreaterThan(0);
    await ingresarCliente(page, 'cliente2');
    await expect(page.getByTestId('empresas')).toHaveText('Textiles del Valle S.A.');
    const propios = await idsDePedidos(page);
    expect(propios.some((id) => idsSabana.includes(id))).toBe(false);
    await page.goto(`/cliente/pedido/${idsSabana[0]}`);
    await expect(page.getByText('No encontramos este pedido o no tiene acceso a él.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Candidatos enviados' })).toHaveCount(0);
  });
});
