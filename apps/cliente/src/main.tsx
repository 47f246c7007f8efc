import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './estilos.css';
import { Proveedores } from './proveedores';
import { BASE_RUTAS, precargarRutaActual, Rutas } from './rutas';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
// Before the first render: the page's chunk and data start with the session check (rutas.tsx). The first render waits
// for the page's code (index.html shows the loading ring meanwhile): rendered earlier, the page would suspend, show
// its fallback and then be held back by React's reveal throttle (300 ms) after the code arrived (issue 39).
void precargarRutaActual().then(() =>
  createRoot(root).render(
    <StrictMode>
      <Proveedores>
        <BrowserRouter basename={BASE_RUTAS}>
          <Rutas />
        </BrowserRouter>
      </Proveedores>
    </StrictMode>,
  ),
);
