// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { idDeRuta, useIdRuta } from './use-id-ruta';

function MuestraId() {
  const id = useIdRuta('idPedido');
  return <p>{id === null ? 'sin id' : `id ${id}`}</p>;
}

const en = (ruta: string) =>
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <Routes>
        <Route path="/pedido/:idPedido" element={<MuestraId />} />
      </Routes>
    </MemoryRouter>,
  );

describe('useIdRuta', () => {
  it('lee el id del parámetro de la ruta', () => {
    en('/pedido/42');
    expect(screen.getByText('id 42')).toBeTruthy();
  });

  it.each(['abc', '0', '-3', '1.5', '1e3', '0x10', '2147483648', '99999999999', '%20'])(
    '"%s" no es un id',
    (valor) => {
      en(`/pedido/${valor}`);
      expect(screen.getByText('sin id')).toBeTruthy();
      expect(idDeRuta(valor)).toBeNull();
    },
  );

  it('acepta el mayor entero de la base y un parámetro ausente es null', () => {
    expect(idDeRuta('2147483647')).toBe(2147483647);
    expect(idDeRuta(undefined)).toBeNull();
    expect(idDeRuta('')).toBeNull();
  });
});
