import { expect, test } from '../support/fixtures';

test.describe('[BUSQUEDA] búsqueda de hojas de vida', () => {
  test('[BUSQUEDA] por palabra, con y sin tildes, recordada; un resultado abre la hoja de vida', async ({
    page,
    entrar,
  }) => {
    await entrar('jefe');
    await page
      .getByRole('complementary', { name: 'Menú principal' })
      .getByRole('link', { name: 'Búsqueda por palabra' })
      .click();
    await expect(page).toHaveURL(/\/busqueda-palabra$/);
    const resultados = page.getByRole('region', { name: 'Resultados' });
    const total = page.getByTestId('total-resultados');

    await page.getByLabel('Palabras').fill('gestion');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(resultados.getByRole('row').nth(1)).toBeVisible();
    const sinTildes = await total.textContent();
    expect(sinTildes).toMatch(/^\d+ candidatos?/);
    const primeras = await resultados.getByRole('link').allTextContents();

    await page.getByLabel('Palabras').fill('Gestión');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(total).toHaveText(sinTildes ?? '');
    expect(await resultados.getByRole('link').allTextContents()).toEqual(primeras);

    // Remembered in local storage: back on the page the search is still there.
    await page.reload();
    await expect(page.getByLabel('Palabras')).toHaveValue('Gestión');
    await expect(total).toHaveText(sinTildes ?? '');

    await page.getByLabel('Palabras').fill('xqzwvk');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('No se encontraron candidatos.')).toBeVisible();
    // Spec 03 §8: the answered search without matches is also announced ('…candidatos', no period).
    await expect(page.getByText('No se encontraron candidatos', { exact: true })).toBeVisible();

    await page.getByLabel('Palabras').fill('Gestión');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const enlace = resultados.getByRole('link').first();
    const nombre = (await enlace.textContent()) ?? '';
    await enlace.click();
    await expect(page).toHaveURL(/\/hv\/\d+$/);
    await expect(page.getByText(nombre).first()).toBeVisible({ timeout: 15_000 });
  });

  test('[BUSQUEDA] por criterios: sin criterios avisa; nivel académico + edad + disponibilidad encuentra candidatos', async ({
    page,
    entrar,
  }) => {
    await entrar('psicologa');
    await page.goto('/busqueda');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const alerta = page.getByRole('alert').filter({ hasText: 'Por favor llena los campos' });
    await expect(alerta).toContainText('Búsqueda inválida');

    // Switched on without a value: the value is required.
    await page.getByLabel('Filtrar por Nivel académico').check();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Debe llenar el campo Nivel académico' }),
    ).toBeVisible();
    await page.getByLabel('Nivel académico', { exact: true }).selectOption({ label: 'Bachillerato' });

    await page.getByLabel('Filtrar por Rango de edad').check();
    await page.getByLabel('Edad mínima').fill('30');
    await page.getByLabel('Edad máxima').fill('20');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'La edad máxima debe ser mayor o igual a la edad mínima' }),
    ).toBeVisible();
    await page.getByLabel('Edad mínima').fill('18');
    await page.getByLabel('Edad máxima').fill('60');
    await page.getByLabel('Filtrar por Disponibilidad').check();
    await page.getByLabel('Disponibilidad', { exact: true }).selectOption({ label: 'Libre' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    const resultados = page.getByRole('region', { name: 'Resultados' });
    await expect(resultados.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('total-resultados')).toHaveText(/candidatos?|resultados/);
    await resultados.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/hv\/\d+$/);
  });

  test('[BUSQUEDA] sin read_hojadevida la búsqueda por palabra se niega con su propio texto', async ({
    page,
    entrar,
  }) => {
    await entrar('ejecutivo');
    await page.goto('/busqueda-palabra');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('No tienes los permisos para acceder a esta pagina').first()).toBeVisible();
  });
});
