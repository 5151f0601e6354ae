import Vite from "./vite";

export interface LogosProps {
  width?: number | string;
  height?: number | string;
  className?: string;
}

const Logos = {
  Vite,
};

export default Logos;
