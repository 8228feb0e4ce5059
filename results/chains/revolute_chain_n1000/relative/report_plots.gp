# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set terminal pngcairo noenhanced size 1400,998 font ',9'
set key below vertical maxrows 4 height 2 font ',8'
set output 'pareto_revolute_chain.png'
set title 'Pareto front: revolute_chain: formulations and integrators compared'
set xlabel 'wall time of the integration (s)'
set ylabel 'max error of marker tip up to t = 0.2 s (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_revolute_chain.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_revolute_chain.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_revolute_chain.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_revolute_chain.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05, 1e-06: relative/ab4/af/none dt=0.005', \
  'pareto_revolute_chain.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-07, 1e-08: relative/ab4/af/none dt=0.002', \
  'pareto_revolute_chain.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-09: relative/ab4/af/none dt=0.001', \
  'pareto_revolute_chain.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle, \
  'pareto_revolute_chain.dat' index 3 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#4e79a7' pt 7 title 'other program: simbody rk-merson', \
  'pareto_revolute_chain.dat' index 4 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#f28e2b' pt 5 title 'other program: simbody rk-feldberg'
unset arrow
set key default
set terminal pngcairo size 1680,1240 font ',9' noenhanced
set output 'families_revolute_chain_relative.png'
set xrange [0.0101984:0.746619]
set yrange [7.20259e-13:2.16717e-05]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 3,3 title 'By integrator family: revolute_chain: formulations and integrators compared, relative; error: max error of marker tip up to t = 0.2 s (m)'
set title 'ab4'
plot 'families_revolute_chain_relative.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_revolute_chain_relative.dat' index 6 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_revolute_chain_relative.dat' index 7 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'rk4'
plot 'families_revolute_chain_relative.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_revolute_chain_relative.dat' index 6 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_revolute_chain_relative.dat' index 7 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-adams'
plot 'families_revolute_chain_relative.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_revolute_chain_relative.dat' index 6 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_revolute_chain_relative.dat' index 7 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk'
plot 'families_revolute_chain_relative.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_revolute_chain_relative.dat' index 6 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_revolute_chain_relative.dat' index 7 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed'
plot 'families_revolute_chain_relative.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_revolute_chain_relative.dat' index 6 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_revolute_chain_relative.dat' index 7 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ali3p-trapezoidal'
plot 'families_revolute_chain_relative.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_revolute_chain_relative.dat' index 6 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_revolute_chain_relative.dat' index 7 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'ali3p none', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-merson', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-feldberg'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_revolute_chain.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:0.2]
set multiplot layout 2,1 title 'Constraint violation and energy drift: revolute_chain: formulations and integrators compared'
set title 'the runs not drawn are zero throughout'
set ylabel 'max |C| (position violation)'
set yrange [1e-18:1]
plot 1e-300 notitle
set autoscale y
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_revolute_chain.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative/ab4/af/none dt=0.005 (cheapest pair at 1e-04, 1e-05, 1e-06)', \
  'time_series_revolute_chain.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative/ab4/af/none dt=0.002 (cheapest pair at 1e-07, 1e-08)', \
  'time_series_revolute_chain.dat' index 2 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#e15759' title 'relative/ab4/af/none dt=0.001 (cheapest pair at 1e-09)'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
