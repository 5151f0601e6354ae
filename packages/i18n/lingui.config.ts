import { defineLinguiConfig } from './src/node/lingui-config'

export default defineLinguiConfig()
