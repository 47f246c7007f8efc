import { MENSAJES_PIPELINE } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

/** A word of letters only no other CV of the run has (the keyword search finds the test's people by it). */
const palabraUnica = () =>
  `Zorv${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}${'klmnop'[process.pid % 6]}`;

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
    // A field with a value is active: choosing it ticks its box (no need to tick it first).
    await page.getByLabel('Disponibilidad', { exact: true }).selectOption({ label: 'Libre' });
    await expect(page.getByLabel('Filtrar por Disponibilidad')).toBeChecked();
    await page.getByRole('button', { name: 'Buscar' }).click();
    const resultados = page.getByRole('region', { name: 'Resultados' });
    await expect(resultados.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('total-resultados')).toHaveText(/candidatos?|resultados/);
    await resultados.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/hv\/\d+$/);
  });

  test('[BUSQUEDA] los resultados actúan: ciudad, disponibilidad y veto; agregar uno a un pedido y dos en bloque', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const palabra = palabraUnica();
    const pedido = await fabricas.pedido({ estado: 2 });
    const uno = await fabricas.hojaDeVida({ apellido: `${palabra} Uno`, ciudad: 'Medellín' });
    const dos = await fabricas.hojaDeVida({ apellido: `${palabra} Dos` });
    const tres = await fabricas.hojaDeVida({ apellido: `${palabra} Tres` });
    // Barred by another client than the order's: the badge says so, and it does not keep them out of this order.
    const api = apiDe('jefe');
    const [otroCliente] = await api.catalogos.clientes.query({ texto: 'Alimentos El Trigal' });
    await api.vetados.vetar.mutate({ numeroDocumento: tres.documento, clienteId: otroCliente!.id });

    await entrar('jefe', '/busqueda-palabra');
    await page.getByLabel('Palabras').fill(palabra);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const fila = (documento: string) => page.getByTestId(`resultado-${documento}`);
    await expect(page.getByTestId('total-resultados')).toHaveText('3 candidatos');
    await expect(fila(uno.documento)).toContainText('Medellín');
    await expect(fila(uno.documento).getByTestId('disponibilidad')).toHaveText('Libre');
    await expect(fila(dos.documento).getByTestId('vetado')).toHaveCount(0);
    await expect(fila(tres.documento).getByTestId('vetado')).toHaveText('Vetado por 1 cliente');

    // One row: the CV's own "Agregar a pedido" modal.
    await fila(uno.documento)
      .getByRole('button', { name: `Agregar a pedido… (${uno.nombre})` })
      .click();
    const modal = page.getByRole('dialog', { name: 'Agregar a pedido' });
    const filtrada = page.waitForResponse(
      (r) =>
        r.url().includes('hojasDeVida.pedidosCompatibles') &&
        (r.request().postData() ?? '').includes(`"texto":"${pedido.id}"`),
    );
    await modal.getByLabel('Buscar pedido (número, cargo o cliente)').fill(String(pedido.id));
    await filtrada;
    await modal.getByRole('radio', { name: new RegExp(`Pedido ${pedido.id} ·`) }).check();
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await expect(enPantalla(page, MENSAJES_PIPELINE.agregado)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(fila(uno.documento).getByTestId('disponibilidad')).toHaveText('En proceso de pedido');

    // In bulk: the three marked, one order; each person's outcome (the one already in it is refused, with the reason).
    for (const p of [uno, dos, tres])
      await page.getByRole('checkbox', { name: `Seleccionar ${p.nombre}` }).check();
    await page.getByRole('button', { name: 'Agregar a pedido (3)' }).click();
    const varios = page.getByRole('dialog', { name: 'Agregar 3 candidatos a un pedido' });
    const filtradaVarios = page.waitForResponse(
      (r) =>
        r.url().includes('hojasDeVida.pedidosCompatibles') &&
        (r.request().postData() ?? '').includes(`"texto":"${pedido.id}"`),
    );
    await varios.getByLabel('Buscar pedido (número, cargo o cliente)').fill(String(pedido.id));
    await filtradaVarios;
    await varios.getByRole('radio', { name: new RegExp(`Pedido ${pedido.id} ·`) }).check();
    await varios.getByRole('button', { name: 'Agregar' }).click();
    const resultado = varios.getByRole('list', { name: 'Resultado por candidato' });
    await expect(resultado.getByRole('listitem', { name: dos.nombre })).toContainText('Agregado');
    await expect(resultado.getByRole('listitem', { name: tres.nombre })).toContainText('Agregado');
    await expect(resultado.getByRole('listitem', { name: uno.nombre })).toContainText(
      MENSAJES_PIPELINE.yaEnPedido,
    );
    await expect(enPantalla(page, 'Se agregaron 2 de 3 candidatos al pedido')).toBeVisible();
    await varios.getByRole('button', { name: 'Cerrar' }).click();
    await expect(varios).toBeHidden();
    for (const p of [dos, tres])
      await expect(fila(p.documento).getByTestId('disponibilidad')).toHaveText('En proceso de pedido');
    await expect(page.getByRole('button', { name: 'Agregar a pedido', exact: true })).toBeDisabled();
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
