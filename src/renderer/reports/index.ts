// Report-specific cells and actions register themselves here (one module per report family).
import './orders';
import './pickups';
